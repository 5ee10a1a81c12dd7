import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@tutor/ui';

interface Props {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** ‹ Page n of m › for a PDF's pages; nothing for a one-page file. */
export function PageSwitcher({ page, pages, onPage }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'annotations' });
  if (pages <= 1) return null;
  return (
    <nav className="annot-pages" aria-label={t('pages')}>
      <Button
        variant="secondary"
        size="small"
        icon={<ChevronLeft size={18} aria-hidden />}
        aria-label={t('prev_page')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      />
      <span aria-live="polite">{t('page_of', { page, pages })}</span>
      <Button
        variant="secondary"
        size="small"
        icon={<ChevronRight size={18} aria-hidden />}
        aria-label={t('next_page')}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      />
    </nav>
  );
}
