import { useTranslation } from 'react-i18next';
import type { Page } from '@tutor/contracts';
import { Button } from '@tutor/ui';

interface Props {
  page: Page<unknown>;
  onPage: (page: number) => void;
}

export function CheckQueuePaging({ page, onPage }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const pages = Math.max(1, Math.ceil(page.total / Math.max(1, page.per_page)));
  if (pages === 1) return null;
  return (
    <nav className="works-paging" aria-label={t('queue.paging')}>
      <Button variant="secondary" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
        {t('queue.previous')}
      </Button>
      <span>{t('queue.page', { page: page.page, pages })}</span>
      <Button
        variant="secondary"
        disabled={page.page >= pages}
        onClick={() => onPage(page.page + 1)}
      >
        {t('queue.next')}
      </Button>
    </nav>
  );
}
