import { useTranslation } from 'react-i18next';
import { ShoppingBag } from 'lucide-react';
import { ButtonLink, EmptyState, PageHeader, QueryStatus, usePageTitle, RoleGate } from '@tutor/ui';
import { cataloguePath } from '../../../config/paths';
import { ScopeTabs } from '../../../shared/components/ScopeTabs';
import { usePurchasesQuery } from '../hooks/use-purchases-query';
import { PurchaseTable } from './PurchaseTable';
import '../../../shared/styles/marketplace.css';
import { ROLE_TEACHER } from '@tutor/contracts';

/** /marketplace/purchases: what the teacher bought or took, with the way to each copy. */
export function PurchasesPage() {
  return (
    <RoleGate allow={[ROLE_TEACHER]}>
      <Purchases />
    </RoleGate>
  );
}

function Purchases() {
  const { t } = useTranslation('marketplace', { keyPrefix: 'purchases' });
  usePageTitle(t('title'));
  const purchases = usePurchasesQuery();
  return (
    <div className="mp-page">
      <PageHeader title={t('title')} description={t('description')} />
      <ScopeTabs current="purchases" />
      <QueryStatus query={purchases} />
      {purchases.data?.length === 0 ? (
        <EmptyState
          title={t('empty')}
          icon={<ShoppingBag size={32} />}
          action={<ButtonLink to={cataloguePath()}>{t('open_catalogue')}</ButtonLink>}
        >
          <p>{t('empty_text')}</p>
        </EmptyState>
      ) : null}
      {purchases.data?.length ? <PurchaseTable purchases={purchases.data} /> : null}
    </div>
  );
}
