import { useTranslation } from 'react-i18next';
import { Button } from './Button';

export interface PagingProps {
  /** The page shown, from 1. */
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  /** What is paged through, read by screen readers, e.g. "Pages of the sales history". */
  label: string;
  /** Where the row sits: at the start of the line (default) or centred under a grid. */
  align?: 'start' | 'center';
}

/** Previous / next through a paged list, hidden when it fits on one page. */
export function Paging({ page, perPage, total, onPage, label, align = 'start' }: PagingProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / Math.max(1, perPage)));
  if (pages === 1) return null;
  const className = align === 'center' ? 'ui-paging ui-paging-center' : 'ui-paging';
  return (
    <nav className={className} aria-label={label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('ui.paging.previous')}
      </Button>
      <span>{t('ui.paging.page', { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('ui.paging.next')}
      </Button>
    </nav>
  );
}
