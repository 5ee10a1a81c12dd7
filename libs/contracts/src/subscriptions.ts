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
  type Static,
} from './schema';

/** A teacher's plan: free (up to a number of students) or paid (unlimited, sells paid materials). */
export const SUBSCRIPTION_PLANS = ['free', 'paid'] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];

/**
 * Where a teacher's subscription is: `free` (no paid plan), `active` (paid through
 * `paid_until`), `past_due` (a renewal charge failed: retried, then a grace period, the
 * paid plan holds meanwhile).
 */
export const SUBSCRIPTION_STATUSES = ['free', 'active', 'past_due'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

const Rubles = int({ minimum: 0 });

/** What one plan gives, from the API's configuration. */
export const SubscriptionPlanInfoSchema = named(
  'SubscriptionPlanInfo',
  object({
    plan: oneOfValues(SUBSCRIPTION_PLANS),
    /** Rubles a month (0 for free). */
    price_rub: Rubles,
    /** The most students a teacher of this plan may have; null for unlimited. */
    students_limit: nullable(int({ minimum: 0 })),
    /** Whether materials may be sold (access `paid`). */
    sells_paid_materials: bool(),
  }),
);
export type SubscriptionPlanInfo = Static<typeof SubscriptionPlanInfoSchema>;

/** GET/DELETE /api/subscription: the signed-in teacher's plan, price and next charge. */
export const SubscriptionSchema = named(
  'Subscription',
  object({
    plan: oneOfValues(SUBSCRIPTION_PLANS),
    status: oneOfValues(SUBSCRIPTION_STATUSES),
    /** The end of the paid period (epoch ms); null when never paid. */
    paid_until: nullable(moment()),
    /** When the saved method is charged next and how much; null without autopay. */
    next_charge: nullable(object({ at: moment(), amount_rub: Rubles })),
    /** Whether a saved payment method renews the plan. */
    autopay: bool(),
    /** How the saved method is called by the provider (e.g. "Bank card *4444"). */
    payment_method_title: nullable(text()),
    /** Past due: when the paid plan falls back to free if no charge succeeds. */
    grace_until: nullable(moment()),
    /** What POST /api/subscription would charge now (the referral month or the price). */
    offer_price_rub: Rubles,
    /** Whether the offer is the referral's first month. */
    referral_offer: bool(),
    /** The teacher's students now, and the plans. */
    students_count: int({ minimum: 0 }),
    plans: arrayOf(SubscriptionPlanInfoSchema),
    /** A payment the teacher started is still waiting at the provider. */
    payment_pending: bool(),
  }),
);
export type Subscription = Static<typeof SubscriptionSchema>;

/** POST /api/subscription: where the teacher pays (the provider's page). */
export const SubscriptionCheckoutSchema = named(
  'SubscriptionCheckout',
  object({ confirmation_url: text() }),
);
export type SubscriptionCheckout = Static<typeof SubscriptionCheckoutSchema>;

/** GET /api/referral: the teacher's referral link and what it brought. */
export const ReferralInfoSchema = named(
  'ReferralInfo',
  object({
    code: text(),
    /** `${APP_URL}/login?ref=<code>` */
    url: text(),
    /** The price of the first month for whoever signs up through the link. */
    offer_price_rub: Rubles,
    /** Teachers who signed up through it. */
    signed_up: int({ minimum: 0 }),
    /** Rewards the referrer got (one per referred teacher's first full-price payment). */
    rewards: int({ minimum: 0 }),
    /** What one reward is: months of the paid plan. */
    reward_months: int({ minimum: 0 }),
  }),
);
export type ReferralInfo = Static<typeof ReferralInfoSchema>;

/** The longest referral code the API accepts (registration's `ref`). */
export const REFERRAL_CODE_MAX = 32;

/** The referral link's path and query for a code, relative to the app's origin. */
export function referralPath(code: string): string {
  return `/login?ref=${encodeURIComponent(code)}`;
}
