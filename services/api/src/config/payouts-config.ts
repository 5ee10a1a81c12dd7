import type { EnvironmentVariables } from './env.validation';
import { YOOKASSA_DEFAULT_API_URL } from './yookassa-config';

export interface YooKassaPayoutCredentials {
  /** YOOKASSA_PAYOUT_AGENT_ID: the payouts gateway's id (HTTP Basic user name). */
  agentId: string;
  /** YOOKASSA_PAYOUT_SECRET_KEY: its password. */
  secretKey: string;
}

/** Payouts to material authors. */
export interface PayoutsConfig {
  /** PAYOUT_MIN_RUB: the least available balance a payout may be requested for. */
  minRub: number;
  /** PAYOUT_RUN_DAY: the day of the month (UTC) from which the month's payout run is due. */
  runDay: number;
  /** PAYOUT_SWEEP_MS: how often due runs and payouts at the provider are looked at. */
  sweepIntervalMs: number;
  /** Both variables, or undefined: then the built-in test payouts provider pays. */
  yookassa: YooKassaPayoutCredentials | undefined;
  /** YOOKASSA_PAYOUT_API_URL, without a trailing slash. */
  yookassaApiUrl: string;
}

const integer = (value: string | undefined, fallback: number): number =>
  value === undefined ? fallback : Number.parseInt(value, 10);

export function buildPayoutsConfig(env: EnvironmentVariables): PayoutsConfig {
  const agentId = env.YOOKASSA_PAYOUT_AGENT_ID;
  const secretKey = env.YOOKASSA_PAYOUT_SECRET_KEY;
  return {
    minRub: integer(env.PAYOUT_MIN_RUB, 1000),
    runDay: integer(env.PAYOUT_RUN_DAY, 1),
    sweepIntervalMs: integer(env.PAYOUT_SWEEP_MS, 60_000),
    yookassa: agentId === undefined || secretKey === undefined ? undefined : { agentId, secretKey },
    yookassaApiUrl: (env.YOOKASSA_PAYOUT_API_URL ?? YOOKASSA_DEFAULT_API_URL).replace(/\/+$/, ''),
  };
}
