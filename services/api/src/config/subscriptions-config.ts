import type { EnvironmentVariables } from './env.validation';

/** The plans, their prices and the renewal's timing (SUBSCRIPTION_* variables). */
export interface SubscriptionsConfig {
  /** SUBSCRIPTION_FREE_STUDENTS: the most students a teacher on the free plan may have. */
  freeStudents: number;
  /** SUBSCRIPTION_PRICE_RUB: the paid plan's price a month, whole rubles. */
  priceRub: number;
  /** SUBSCRIPTION_REFERRAL_PRICE_RUB: the first month of a teacher who came by a referral link. */
  referralPriceRub: number;
  /** SUBSCRIPTION_REFERRER_REWARD_MONTHS: free months the referrer gets per referred payer. */
  referrerRewardMonths: number;
  /** SUBSCRIPTION_GRACE_DAYS: the paid plan holds this long after the last failed retry. */
  graceDays: number;
  /** SUBSCRIPTION_RENEWAL_SWEEP_MS: how often the renewal job looks for due reminders and charges. */
  renewalSweepMs: number;
}

const integer = (value: string | undefined, fallback: number): number =>
  value === undefined ? fallback : Number(value);

export function buildSubscriptionsConfig(env: EnvironmentVariables): SubscriptionsConfig {
  return {
    freeStudents: integer(env.SUBSCRIPTION_FREE_STUDENTS, 30),
    priceRub: integer(env.SUBSCRIPTION_PRICE_RUB, 490),
    referralPriceRub: integer(env.SUBSCRIPTION_REFERRAL_PRICE_RUB, 99),
    referrerRewardMonths: integer(env.SUBSCRIPTION_REFERRER_REWARD_MONTHS, 1),
    graceDays: integer(env.SUBSCRIPTION_GRACE_DAYS, 3),
    renewalSweepMs: integer(env.SUBSCRIPTION_RENEWAL_SWEEP_MS, 60_000),
  };
}
