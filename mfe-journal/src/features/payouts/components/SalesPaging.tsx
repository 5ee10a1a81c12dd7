import { useTranslation } from 'react-i18next';
import { Button } from '@tutor/ui';

interface Props {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous / next through the sales history, hidden when it fits on one page. */
export function SalesPaging({ page, perPage, total, onPage }: Props) {
  const { t } = useTranslation('journal', { keyPrefix: 'payouts.sales' });
  const pages = Math.max(1, Math.ceil(total / Math.max(1, perPage)));
  if (pages === 1) return null;
  return (
    <nav className="payouts-paging" aria-label={t('paging')}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </Button>
      <span>{t('page', { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('next')}
      </Button>
    </nav>
  );
}
