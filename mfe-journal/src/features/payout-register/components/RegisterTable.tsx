import { useTranslation } from 'react-i18next';
import { formatDate, formatKopecks } from '@tutor/i18n';
import { CheckCheck } from 'lucide-react';
import type { RegisterPayout } from '@tutor/contracts';
import { Button } from '@tutor/ui';

interface Props {
  payouts: RegisterPayout[];
  /** The payout being marked paid now, if any. */
  marking: number | null;
  onMarkPaid: (payout: RegisterPayout) => void;
}

/** The month's register with statuses; below 600px each row is a card. */
export function RegisterTable({ payouts, marking, onMarkPaid }: Props) {
  const { t } = useTranslation('journal');
  const label = (key: string) => t(`register.columns.${key}`);
  return (
    <table className="ui-table ui-table-cards register-table">
      <caption className="ui-visually-hidden">{t('register.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{label('request')}</th>
          <th scope="col">{label('payee')}</th>
          <th scope="col">{label('account')}</th>
          <th scope="col">{label('amount')}</th>
          <th scope="col">{label('status')}</th>
          <th scope="col">
            <span className="ui-visually-hidden">{label('action')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {payouts.map((payout) => (
          <tr key={payout.id}>
            <td data-label={label('request')}>
              <span className="register-lines">
                <span>{t('register.number', { id: payout.id })}</span>
                <span className="register-muted">{formatDate(payout.requested_at)}</span>
              </span>
            </td>
            <td data-label={label('payee')}>
              <span className="register-lines">
                <span>{payout.payee_name}</span>
                <span className="register-muted">
                  {t('register.inn', { inn: payout.payee_inn })}
                </span>
              </span>
            </td>
            <td data-label={label('account')}>
              <span className="register-lines">
                <span className="register-digits">{payout.payee_account}</span>
                <span className="register-muted">
                  {t('register.bic', { bic: payout.payee_bic })}
                </span>
              </span>
            </td>
            <td data-label={label('amount')} className="register-money">
              {formatKopecks(payout.amount_kopecks)}
            </td>
            <td data-label={label('status')}>
              <span className="register-lines">
                <span>{t(`payouts.list.statuses.${payout.status}`)}</span>
                {payout.paid_at === null ? null : (
                  <span className="register-muted">{formatDate(payout.paid_at)}</span>
                )}
              </span>
            </td>
            <td className="register-action">
              {payout.status === 'processing' ? (
                <Button
                  variant="secondary"
                  size="small"
                  busy={marking === payout.id}
                  disabled={marking !== null && marking !== payout.id}
                  icon={<CheckCheck size={16} aria-hidden="true" />}
                  aria-label={t('register.mark_paid_label', { id: payout.id })}
                  onClick={() => onMarkPaid(payout)}
                >
                  {t('register.mark_paid')}
                </Button>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
