import { useTranslation } from 'react-i18next';
import { ArrowLeft, Store } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import {
  ButtonLink,
  EmptyState,
  PageHeader,
  Paging,
  QueryStatus,
  usePageTitle,
  RoleGate,
} from '@tutor/ui';
import { ROLE_TEACHER } from '@tutor/contracts';
import { paths } from '../../../config/paths';
import { useSalesQuery } from '../hooks/use-sales-query';
import { SalesTable } from './SalesTable';
import { NotForStudents } from './NotForStudents';
import './payouts.css';

/** /payouts/sales?page=N: the author's sales from the ledger, newest first. */
export function SalesPage() {
  return (
    <RoleGate allow={[ROLE_TEACHER]} denied={<NotForStudents />}>
      <Sales />
    </RoleGate>
  );
}

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function Sales() {
  const { t } = useTranslation('journal', { keyPrefix: 'payouts' });
  usePageTitle(t('sales.title'));
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const sales = useSalesQuery(page);
  const data = sales.data;

  return (
    <div className="payouts-page">
      <PageHeader
        title={t('sales.title')}
        description={t('sales.description')}
        actions={
          <ButtonLink
            variant="secondary"
            to={paths.payouts}
            icon={<ArrowLeft size={18} aria-hidden="true" />}
          >
            {t('nav.back')}
          </ButtonLink>
        }
      />
      <QueryStatus query={sales} />
      {data && data.total === 0 ? (
        <EmptyState
          title={t('sales.empty')}
          icon={<Store size={32} />}
          action={<ButtonLink to="/marketplace">{t('sales.to_marketplace')}</ButtonLink>}
        >
          <p>{t('sales.empty_text')}</p>
        </EmptyState>
      ) : null}
      {data && data.items.length > 0 ? <SalesTable sales={data.items} /> : null}
      {data ? (
        <Paging
          label={t('sales.paging')}
          page={data.page}
          perPage={data.per_page}
          total={data.total}
          onPage={(next) => setParams(next === 1 ? {} : { page: String(next) })}
        />
      ) : null}
    </div>
  );
}
