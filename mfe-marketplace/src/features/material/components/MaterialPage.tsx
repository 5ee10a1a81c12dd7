import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  EmptyState,
  PageLoading,
  QueryStatus,
  TextLink,
  usePageTitle,
  type QueryStatusSource,
} from '@tutor/ui';
import { cataloguePath } from '../../../config/paths';
import { queryKeys } from '../../../shared/lib/query-keys';
import { useMaterialByLinkQuery, useMaterialQuery } from '../../../shared/hooks/use-material-query';
import { MaterialView } from './MaterialView';
import '../../../shared/styles/marketplace.css';

/** The tab title: the material's, or the marketplace's while it loads. */
function useMaterialTitle(title: string | undefined): void {
  const { t } = useTranslation('marketplace');
  usePageTitle(title ?? t('catalogue.titles.catalogue'));
}

/**
 * /marketplace/materials/:materialId. Coming back from the payment page (?paid=1) the
 * material is fetched afresh, the API asking the provider about the payment first, and the
 * page thanks for a finished payment.
 */
export function MaterialPage() {
  const { t } = useTranslation('marketplace');
  const { materialId } = useParams();
  const id = Number(materialId);
  const valid = Number.isSafeInteger(id) && id > 0;
  if (!valid) return <NotFound title={t('material.not_found')} />;
  return <MaterialById key={id} id={id} />;
}

function NotFound({ title }: { title: string }) {
  useMaterialTitle(undefined);
  return <EmptyState title={title} />;
}

/** A failed load (a 404 names the page as gone), with the way back to the catalogue. */
function LoadFailure({ query }: { query: QueryStatusSource }) {
  const { t } = useTranslation('marketplace');
  return (
    <div className="mp-page">
      <p className="mp-back">
        <TextLink to={cataloguePath()}>{t('material.back')}</TextLink>
      </p>
      <QueryStatus query={query} />
    </div>
  );
}

function MaterialById({ id }: { id: number }) {
  const [params] = useSearchParams();
  const paidBack = params.get('paid') === '1';
  const material = useMaterialQuery(id, paidBack);
  useMaterialTitle(material.data?.title);
  if (material.isPending) return <PageLoading />;
  if (material.isError) return <LoadFailure query={material} />;
  return (
    <MaterialView material={material.data} queryKey={queryKeys.material(id)} paidBack={paidBack} />
  );
}

/** /marketplace/link/:token: a `link` material, opened by the link its author shared. */
export function MaterialLinkPage() {
  const { token = '' } = useParams();
  const material = useMaterialByLinkQuery(token);
  useMaterialTitle(material.data?.title);
  if (material.isPending) return <PageLoading />;
  if (material.isError) return <LoadFailure query={material} />;
  return (
    <MaterialView
      material={material.data}
      queryKey={queryKeys.materialByLink(token)}
      paidBack={false}
      linkToken={token}
    />
  );
}
