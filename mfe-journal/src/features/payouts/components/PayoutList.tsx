import { useTranslation } from 'react-i18next';
import { formatDate, formatKopecks } from '@tutor/i18n';
import { Wallet } from 'lucide-react';
import type { Payout } from '@tutor/contracts';
import { EmptyState } from '@tutor/ui';
import { PayoutCancel } from './PayoutCancel';

/**
 * The author's payouts with their statuses; a request waiting for the run says when it is
 * taken and can be cancelled until then. Below 600px each row is a card.
 */
export function PayoutList({ payouts }: { payouts: Payout[] }) {
  const { t } = useTranslation('journal', { keyPrefix: 'payouts' });
  if (payouts.length === 0) {
    return (
      <EmptyState title={t('empty')} icon={<Wallet size={32} />}>
        <p>{t('hint')}</p>
      </EmptyState>
    );
  }
  const label = (key: string) => t(`list.${key}`);
  return (
    <table className="ui-table ui-table-cards">
      <caption className="ui-visually-hidden">{label('caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{label('requested_at')}</th>
          <th scope="col">{label('amount')}</th>
          <th scope="col">{label('method')}</th>
          <th scope="col">{label('status')}</th>
          <th scope="col">{label('paid_at')}</th>
        </tr>
      </thead>
      <tbody>
        {payouts.map((payout) => (
          <tr key={payout.id}>
            <td data-label={label('requested_at')}>{formatDate(payout.requested_at)}</td>
            <td data-label={label('amount')} className="payouts-money">
              {formatKopecks(payout.amount_kopecks)}
            </td>
            <td data-label={label('method')}>{t(`list.methods.${payout.method}`)}</td>
            <td data-label={label('status')}>
              <span className="payouts-status">
                {t(`list.statuses.${payout.status}`)}
                {payout.runs_at === null ? null : (
                  <span>{t('list.runs_at', { date: formatDate(payout.runs_at) })}</span>
                )}
                {payout.status === 'requested' ? <PayoutCancel payout={payout} /> : null}
              </span>
            </td>
            <td data-label={label('paid_at')}>
              {payout.paid_at === null ? label('not_yet') : formatDate(payout.paid_at)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
