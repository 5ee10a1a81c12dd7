import type { RegistryHealth } from './remote-registry';
import type { RoleSetting } from './roles';

/** Providers that can start a sign-in (buttons on /login). */
export const SIGN_IN_PROVIDERS = ['google', 'vkontakte', 'yandex'] as const;
/** Providers listed in the account-settings block, in the spec's order. */
export const SOCIAL_PROVIDERS = ['vkontakte', 'google', 'facebook', 'telegram', 'yandex'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export function isSocialProvider(value: string): value is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

/** The app settings the spec injects into the page; served at GET /api/settings. */
export interface AppSettings {
  oauth: SocialProvider[];
  roles: RoleSetting[];
  logo: string;
  logo_title: string;
  /** The first month's price, in rubles, for a teacher who came by a referral link. */
  referral_price_rub: number;
}

export interface HealthReport {
  status: 'ok' | 'error';
  database: 'up' | 'down';
  redis?: 'up' | 'down';
  /** The Node.js the API runs on, as `process.version` says it (e.g. "v24.21.0"). */
  node: string;
  /** The remotes registry this instance serves (issue 19 §2). */
  registry?: RegistryHealth;
}
