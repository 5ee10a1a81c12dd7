import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Plus } from 'lucide-react';
import { ActionError, ButtonLink, PageHeader, QueryStatus, usePageTitle } from '@tutor/ui';
import { paths } from '../../../config/paths';
import { useIsTeacher } from '../../../shared/hooks/use-is-teacher';
import { useFavouriteChanges } from '../../../shared/hooks/use-favourite-changes';
import { useCatalogueQuery } from '../hooks/use-catalogue-query';
import {
  hasFilters,
  readCatalogueQuery,
  withoutFilters,
  withParams,
  type CatalogueParam,
} from '../lib/catalogue-query';
import { CatalogueFilters } from './CatalogueFilters';
import { CatalogueResults } from './CatalogueResults';
import { ScopeTabs } from '../../../shared/components/ScopeTabs';
import '../../../shared/styles/marketplace.css';

/**
 * /marketplace: the catalogue, searched and filtered through the address (a search is a
 * link, and Back returns to the previous one). A teacher also has their own materials
 * (?scope=mine), the favourites (?scope=favourites) and the purchases; a student sees the
 * catalogue without actions. Offline, it says there is no network and offers a retry.
 */
export function CataloguePage() {
  const { t } = useTranslation('marketplace');
  const teacher = useIsTeacher();
  const [params, setParams] = useSearchParams();
  const query = readCatalogueQuery(params, teacher);
  const scope = query.scope ?? 'catalogue';
  usePageTitle(t(`catalogue.titles.${scope}`));
  const catalogue = useCatalogueQuery(query);
  const favourites = useFavouriteChanges();
  const change = (changes: Partial<Record<CatalogueParam, string>>) =>
    setParams(withParams(params, changes));

  return (
    <div className="mp-page">
      <PageHeader
        title={t(`catalogue.titles.${scope}`)}
        description={scope === 'catalogue' ? t('catalogue.description') : undefined}
        actions={
          teacher ? (
            <ButtonLink to={paths.newMaterial} icon={<Plus size={18} aria-hidden="true" />}>
              {t('catalogue.new')}
            </ButtonLink>
          ) : null
        }
      />
      {teacher ? <ScopeTabs current={scope} /> : null}
      <CatalogueFilters query={query} facets={catalogue.data?.facets} onChange={change} />
      <ActionError error={favourites.error} />
      <QueryStatus query={catalogue} />
      {catalogue.data ? (
        <CatalogueResults
          page={catalogue.data}
          scope={scope}
          filtered={hasFilters(query)}
          teacher={teacher}
          favouriteBusy={(id) => favourites.isPending && favourites.variables.id === id}
          onFavourite={(id, favourite) => favourites.mutate({ id, favourite })}
          onClear={() => setParams(withoutFilters(params))}
          onPage={(page) => change({ page: String(page) })}
        />
      ) : null}
    </div>
  );
}
