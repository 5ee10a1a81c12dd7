import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '@tutor/i18n';
import { Link } from 'react-router-dom';
import { PurchaseStatus, type Purchase } from '@tutor/contracts';
import { TextLink } from '@tutor/ui';
import { materialPath, taskPath } from '../../../config/paths';

/** The purchases as a table; below 600px each row shows as a card of label–value lines. */
export function PurchaseTable({ purchases }: { purchases: Purchase[] }) {
  const { t, i18n } = useTranslation('marketplace');
  const label = (key: string) => t(`purchases.${key}`);
  return (
    <table className="ui-table ui-table-cards">
      <caption className="mp-visually-hidden">{label('list')}</caption>
      <thead>
        <tr>
          <th scope="col">{label('material')}</th>
          <th scope="col">{label('status')}</th>
          <th scope="col">{label('price')}</th>
          <th scope="col">{label('date')}</th>
          <th scope="col">{label('copy')}</th>
        </tr>
      </thead>
      <tbody>
        {purchases.map((purchase) => (
          <tr key={purchase.id}>
            <td data-label={label('material')}>
              <Link to={materialPath(purchase.material.id)}>{purchase.material.title}</Link>
            </td>
            <td data-label={label('status')}>{t(`purchases.statuses.${purchase.status}`)}</td>
            <td data-label={label('price')}>
              {purchase.price > 0
                ? formatMoney(purchase.price, 'RUB', i18n.language)
                : t('common.free')}
            </td>
            <td data-label={label('date')}>
              {formatDate(purchase.granted_at ?? purchase.created_at)}
            </td>
            <td data-label={label('copy')}>
              {purchase.status === PurchaseStatus.Granted && purchase.task_id !== null ? (
                <TextLink
                  to={taskPath(purchase.task_id)}
                  aria-label={`${label('open_copy')}: ${purchase.material.title}`}
                >
                  {label('open_copy')}
                </TextLink>
              ) : (
                t('common.none')
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
