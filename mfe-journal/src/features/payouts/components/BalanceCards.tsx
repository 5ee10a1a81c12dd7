import { useTranslation } from 'react-i18next';
import { formatKopecks } from '@tutor/i18n';
import type { PayoutBalance } from '@tutor/contracts';
import './payouts.css';

/** On hold, available, (being paid out,) paid out: one card each, with the hold explained. */
export function BalanceCards({ balance }: { balance: PayoutBalance }) {
  const { t } = useTranslation('journal', { keyPrefix: 'payouts.balance' });
  const cards = [
    { key: 'on_hold', amount: balance.on_hold_kopecks },
    { key: 'available', amount: balance.available_kopecks },
    ...(balance.in_payout_kopecks > 0
      ? [{ key: 'in_payout', amount: balance.in_payout_kopecks }]
      : []),
    { key: 'paid_out', amount: balance.paid_out_kopecks },
  ];
  return (
    <section className="payouts-section" aria-labelledby="payouts-balance">
      <h2 id="payouts-balance">{t('title')}</h2>
      <dl className="payouts-balance">
        {cards.map((card) => (
          <div key={card.key} className="ui-card payouts-balance-card">
            <dt>{t(card.key)}</dt>
            <dd>{formatKopecks(card.amount)}</dd>
          </div>
        ))}
      </dl>
      <p className="ui-hint">{t('hold_explained')}</p>
    </section>
  );
}
