import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';

interface Props {
  name: string;
  pages: number;
  /** Page n (1-based) is `${pagesUrl}/${n}`, a PNG. */
  pagesUrl: string;
}

/** A PDF's pages as the server renders them: the first shown, the others on request. */
export function PdfPages({ name, pages, pagesUrl }: Props) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const shown = all ? pages : 1;
  return (
    <div className="ui-attachment-pages">
      {Array.from({ length: shown }, (_, index) => index + 1).map((page) => (
        <img
          key={page}
          className="ui-attachment-page"
          src={`${pagesUrl}/${page}`}
          alt={t('ui.files.page', { name, page, pages })}
          loading="lazy"
        />
      ))}
      {pages > 1 ? (
        <Button variant="secondary" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? t('ui.files.fewer_pages') : t('ui.files.all_pages', { count: pages })}
        </Button>
      ) : null}
    </div>
  );
}
