import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, isLocale } from '@tutor/i18n';
import type { SubscriptionState } from '../api/subscription-api';

function useDates() {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : undefined;
  return (at: number) => formatDate(at, locale);
}

/** Plan, price, paid period, next charge (or why there is none), students. */
export function SubscriptionFacts({ subscription: s }: { subscription: SubscriptionState }) {
  const { t } = useTranslation('auth', { keyPrefix: 'subscription' });
  const date = useDates();
  const paid = s.plans.find((plan) => plan.plan === 'paid');
  const free = s.plans.find((plan) => plan.plan === 'free');
  const limit = s.plan === 'free' ? free?.students_limit : null;
  return (
    <>
      <dl className="auth-subscription">
        <dt>{t('plan')}</dt>
        <dd>{t(s.plan === 'paid' ? 'plan_paid' : 'plan_free')}</dd>
        <dt>{t('price')}</dt>
        <dd>{t('per_month', { price: formatMoney(paid?.price_rub ?? 0) })}</dd>
        {s.plan === 'paid' && s.paid_until !== null ? (
          <>
            <dt>{t('paid_until')}</dt>
            <dd>{date(s.paid_until)}</dd>
          </>
        ) : null}
        <dt>{t('next_charge')}</dt>
        <dd>
          {s.next_charge === null
            ? t('no_charge')
            : t('charge', {
                date: date(s.next_charge.at),
                price: formatMoney(s.next_charge.amount_rub),
              })}
        </dd>
        {s.autopay && s.payment_method_title !== null ? (
          <>
            <dt>{t('method')}</dt>
            <dd>{s.payment_method_title}</dd>
          </>
        ) : null}
        <dt>{t('students')}</dt>
        <dd>
          {limit === null || limit === undefined
            ? t('students_unlimited', { count: s.students_count })
            : t('students_of', { count: s.students_count, limit })}
        </dd>
      </dl>
      {s.status === 'past_due' ? (
        <p role="alert">
          {s.grace_until === null
            ? t('past_due_retrying')
            : t('past_due_grace', { date: date(s.grace_until) })}
        </p>
      ) : null}
      {s.payment_pending ? <p className="auth-muted">{t('pending')}</p> : null}
      {s.plan === 'free' ? <p className="auth-muted">{t('paid_gives')}</p> : null}
      {s.referral_offer ? (
        <p className="auth-invite">{t('offer', { count: s.offer_price_rub })}</p>
      ) : null}
    </>
  );
}
