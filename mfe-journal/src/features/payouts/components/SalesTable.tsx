import { useTranslation } from 'react-i18next';
import { formatDate, formatKopecks } from '@tutor/i18n';
import type { PayoutSale } from '@tutor/contracts';

/**
 * The sales as a table: price, the platform's fee, the author's share, until when it is
 * held, refunds. Below 600px each row shows as a card of label–value lines.
 */
export function SalesTable({ sales }: { sales: PayoutSale[] }) {
  const { t } = useTranslation('journal', { keyPrefix: 'payouts.sales' });
  return (
    <table className="ui-table ui-table-cards">
      <caption className="ui-visually-hidden">{t('caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('material')}</th>
          <th scope="col">{t('date')}</th>
          <th scope="col">{t('amount')}</th>
          <th scope="col">{t('fee')}</th>
          <th scope="col">{t('share')}</th>
          <th scope="col">{t('hold_until')}</th>
          <th scope="col">{t('status')}</th>
        </tr>
      </thead>
      <tbody>
        {sales.map((sale) => (
          <tr key={sale.id}>
            <td data-label={t('material')}>{sale.material?.title ?? t('removed_material')}</td>
            <td data-label={t('date')}>{formatDate(sale.sold_at)}</td>
            <td data-label={t('amount')} className="payouts-money">
              {formatKopecks(sale.amount_kopecks)}
            </td>
            <td data-label={t('fee')} className="payouts-money">
              {formatKopecks(sale.fee_kopecks)}
            </td>
            <td data-label={t('share')} className="payouts-money">
              {formatKopecks(sale.share_kopecks)}
            </td>
            <td data-label={t('hold_until')}>
              {sale.hold_until === null ? t('no_hold') : formatDate(sale.hold_until)}
            </td>
            <td data-label={t('status')}>
              {t(`statuses.${sale.status}`, {
                date: sale.refunded_at === null ? '' : formatDate(sale.refunded_at),
              })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
