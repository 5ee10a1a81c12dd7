import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cataloguePath, paths, type CatalogueScope } from '../../config/paths';

type Section = CatalogueScope | 'purchases';

const SECTIONS: { section: Section; to: string }[] = [
  { section: 'catalogue', to: cataloguePath('catalogue') },
  { section: 'mine', to: cataloguePath('mine') },
  { section: 'favourites', to: cataloguePath('favourites') },
  { section: 'purchases', to: paths.purchases },
];

/** A teacher's sections of the marketplace: the catalogue, their own, favourites, purchases. */
export function ScopeTabs({ current }: { current: Section }) {
  const { t } = useTranslation('marketplace', { keyPrefix: 'catalogue.tabs' });
  return (
    <nav className="mp-tabs" aria-label={t('label')}>
      {SECTIONS.map(({ section, to }) => (
        <Link
          key={section}
          className="mp-tab"
          to={to}
          aria-current={section === current ? 'page' : undefined}
        >
          {t(section)}
        </Link>
      ))}
    </nav>
  );
}
