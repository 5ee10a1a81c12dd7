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

/** What one plan gives, from the API's configuration. */
export interface SubscriptionPlanInfo {
  plan: SubscriptionPlan;
  /** Rubles a month (0 for free). */
  price_rub: number;
  /** The most students a teacher of this plan may have; null for unlimited. */
  students_limit: number | null;
  /** Whether materials may be sold (access `paid`). */
  sells_paid_materials: boolean;
}

/** GET /api/subscription: the signed-in teacher's plan, price and next charge. */
export interface Subscription {
  plan: SubscriptionPlan;
  status: SubscriptionStatus;
  /** The end of the paid period (epoch ms); null when never paid. */
  paid_until: number | null;
  /** When the saved method is charged next and how much; null without autopay. */
  next_charge: { at: number; amount_rub: number } | null;
  /** Whether a saved payment method renews the plan. */
  autopay: boolean;
  /** How the saved method is called by the provider (e.g. "Bank card *4444"). */
  payment_method_title: string | null;
  /** Past due: when the paid plan falls back to free if no charge succeeds. */
  grace_until: number | null;
  /** What POST /api/subscription would charge now (the referral month or the price). */
  offer_price_rub: number;
  /** Whether the offer is the referral's first month. */
  referral_offer: boolean;
  /** The teacher's students now, and the plans. */
  students_count: number;
  plans: SubscriptionPlanInfo[];
  /** A payment the teacher started is still waiting at the provider. */
  payment_pending: boolean;
}

/** POST /api/subscription: where the teacher pays (the provider's page). */
export interface SubscriptionCheckout {
  confirmation_url: string;
}

/** GET /api/referral: the teacher's referral link and what it brought. */
export interface ReferralInfo {
  code: string;
  /** `${APP_URL}/login?ref=<code>` */
  url: string;
  /** The price of the first month for whoever signs up through the link. */
  offer_price_rub: number;
  /** Teachers who signed up through it. */
  signed_up: number;
  /** Rewards the referrer got (one per referred teacher's first full-price payment). */
  rewards: number;
  /** What one reward is: months of the paid plan. */
  reward_months: number;
}

/** The longest referral code the API accepts (registration's `ref`). */
export const REFERRAL_CODE_MAX = 32;

/** The referral link's path and query for a code, relative to the app's origin. */
export function referralPath(code: string): string {
  return `/login?ref=${encodeURIComponent(code)}`;
}
