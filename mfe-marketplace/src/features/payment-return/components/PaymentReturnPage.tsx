import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ROLE_TEACHER } from '@tutor/contracts';
import { EmptyState, QueryStatus, RoleGate, usePageTitle } from '@tutor/ui';
import { usePaymentStatusQuery } from '../hooks/use-payment-status-query';
import { PaymentOutcome } from './PaymentOutcome';
import '../../../shared/styles/marketplace.css';

/**
 * /marketplace/payments/:paymentId: where the payment provider sends the payer back (a
 * material's purchase or the paid plan), whether they paid, cancelled or closed the page.
 * It only reads the payment: paid, cancelled (nothing taken) or still waiting for the bank
 * (read again every few seconds for about a minute, announced as it changes), with where
 * to go next.
 */
export function PaymentReturnPage() {
  const { paymentId } = useParams();
  const id = Number(paymentId);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFound />;
  return (
    <RoleGate allow={[ROLE_TEACHER]}>
      <PaymentById key={id} id={id} />
    </RoleGate>
  );
}

function NotFound() {
  const { t } = useTranslation('marketplace', { keyPrefix: 'payment_return' });
  usePageTitle(t('not_found'));
  return <EmptyState title={t('not_found')} headingLevel={1} />;
}

function PaymentById({ id }: { id: number }) {
  const { t } = useTranslation('marketplace', { keyPrefix: 'payment_return' });
  const { query, reads } = usePaymentStatusQuery(id);
  // the tab says what happened too (a payer may have left it in the background)
  usePageTitle(query.data === undefined ? t('title') : t(`states.${query.data.state}`));
  if (query.isPending || query.isError) {
    return (
      <div className="mp-page">
        <QueryStatus query={query} />
      </div>
    );
  }
  return (
    <PaymentOutcome
      payment={query.data}
      reads={reads}
      checking={query.isFetching}
      onCheck={() => void query.refetch()}
    />
  );
}
