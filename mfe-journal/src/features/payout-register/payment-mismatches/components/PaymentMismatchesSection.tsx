import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '@tutor/i18n';
import type { PaymentMismatch } from '@tutor/contracts';
import { QueryStatus } from '@tutor/ui';
import { usePaymentMismatches } from '../hooks/use-payment-mismatches';
import './mismatches.css';

/**
 * The operator's list of payments a provider reported succeeded with another amount,
 * currency or not paid: none of them was applied, each needs a look at the provider.
 */
export function PaymentMismatchesSection() {
  const { t } = useTranslation('journal', { keyPrefix: 'mismatches' });
  const mismatches = usePaymentMismatches();
  return (
    <section className="mismatches" aria-labelledby="mismatches-title">
      <h2 id="mismatches-title" className="mismatches-title">
        {t('title')}
      </h2>
      <p className="mismatches-muted">{t('description')}</p>
      <QueryStatus query={mismatches} />
      {mismatches.data?.length === 0 ? <p role="status">{t('empty')}</p> : null}
      {mismatches.data && mismatches.data.length > 0 ? (
        <MismatchesTable mismatches={mismatches.data} />
      ) : null}
    </section>
  );
}

function MismatchesTable({ mismatches }: { mismatches: PaymentMismatch[] }) {
  const { t } = useTranslation('journal', { keyPrefix: 'mismatches' });
  const label = (key: string) => t(`columns.${key}`);
  return (
    <table className="ui-table ui-table-cards mismatches-table">
      <caption className="ui-visually-hidden">{t('caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{label('payment')}</th>
          <th scope="col">{label('order')}</th>
          <th scope="col">{label('expected')}</th>
          <th scope="col">{label('reported')}</th>
          <th scope="col">{label('seen')}</th>
        </tr>
      </thead>
      <tbody>
        {mismatches.map((row) => (
          <MismatchRow key={row.id} row={row} label={label} />
        ))}
      </tbody>
    </table>
  );
}

function MismatchRow({ row, label }: { row: PaymentMismatch; label: (key: string) => string }) {
  const { t } = useTranslation('journal', { keyPrefix: 'mismatches' });
  const order = ['purchase', 'subscription'].includes(row.order_type) ? row.order_type : 'other';
  return (
    <tr>
      <td data-label={label('payment')}>
        <span className="mismatches-lines">
          <span className="mismatches-id">{row.provider_payment_id}</span>
          <span className="mismatches-muted">
            {t(`providers.${row.provider}`)} · {t('payment_number', { id: row.payment_id })}
          </span>
        </span>
      </td>
      <td data-label={label('order')}>
        <span className="mismatches-lines">
          <span>{t(`orders.${order}`, { id: row.order_id, type: row.order_type })}</span>
          {row.buyer_email === null ? null : (
            <span className="mismatches-muted mismatches-email">{row.buyer_email}</span>
          )}
        </span>
      </td>
      <td data-label={label('expected')} className="mismatches-money">
        {formatMoney(row.expected_amount_rub)}
      </td>
      <td data-label={label('reported')} className="mismatches-money">
        <span className="mismatches-lines">
          <span>{formatMoney(Number(row.reported_amount), row.reported_currency)}</span>
          <span className={row.reported_paid ? 'mismatches-muted' : 'mismatches-wrong'}>
            {t(row.reported_paid ? 'paid' : 'not_paid')} ·{' '}
            {t('status', { status: row.reported_status })}
          </span>
        </span>
      </td>
      <td data-label={label('seen')}>
        <span className="mismatches-lines">
          <span>{formatDate(row.last_seen_at)}</span>
          <span className="mismatches-muted">
            {t('first_seen', { date: formatDate(row.first_seen_at), count: row.times })}
          </span>
        </span>
      </td>
    </tr>
  );
}
