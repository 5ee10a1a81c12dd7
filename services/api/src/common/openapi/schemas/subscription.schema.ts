import {
  arrayOf,
  bool,
  int,
  moment,
  named,
  nullable,
  object,
  oneOfValues,
  text,
} from '../json-schema';
import { SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES } from '@tutor/contracts';

const Rubles = int({ minimum: 0 });

export const SubscriptionPlanInfoSchema = named(
  'SubscriptionPlanInfo',
  object({
    plan: oneOfValues(SUBSCRIPTION_PLANS),
    price_rub: Rubles,
    students_limit: nullable(int({ minimum: 0 })),
    sells_paid_materials: bool(),
  }),
);

/** GET/DELETE /api/subscription. */
export const SubscriptionSchema = named(
  'Subscription',
  object({
    plan: oneOfValues(SUBSCRIPTION_PLANS),
    status: oneOfValues(SUBSCRIPTION_STATUSES),
    paid_until: nullable(moment()),
    next_charge: nullable(object({ at: moment(), amount_rub: Rubles })),
    autopay: bool(),
    payment_method_title: nullable(text()),
    grace_until: nullable(moment()),
    offer_price_rub: Rubles,
    referral_offer: bool(),
    students_count: int({ minimum: 0 }),
    plans: arrayOf(SubscriptionPlanInfoSchema),
    payment_pending: bool(),
  }),
);

/** POST /api/subscription: the provider's page. */
export const SubscriptionCheckoutSchema = named(
  'SubscriptionCheckout',
  object({ confirmation_url: text() }),
);

/** GET /api/referral. */
export const ReferralInfoSchema = named(
  'ReferralInfo',
  object({
    code: text(),
    url: text(),
    offer_price_rub: Rubles,
    signed_up: int({ minimum: 0 }),
    rewards: int({ minimum: 0 }),
    reward_months: int({ minimum: 0 }),
  }),
);
