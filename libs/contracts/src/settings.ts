import { FileLimitsSchema } from './files';
import { RegistryHealthSchema } from './remote-registry';
import { RoleSettingSchema } from './roles';
import { arrayOf, int, named, object, oneOfValues, text, type Static } from './schema';

/** Providers that can start a sign-in (buttons on /login). */
export const SIGN_IN_PROVIDERS = ['google', 'vkontakte', 'yandex'] as const;
/** Providers listed in the account-settings block, in the spec's order. */
export const SOCIAL_PROVIDERS = ['vkontakte', 'google', 'facebook', 'telegram', 'yandex'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const SocialProviderSchema = named('SocialProvider', oneOfValues(SOCIAL_PROVIDERS));

export function isSocialProvider(value: string): value is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

/** The app settings the spec injects into the page; served at GET /api/settings. */
export const AppSettingsSchema = named(
  'AppSettings',
  object(
    {
      oauth: arrayOf(SocialProviderSchema),
      roles: arrayOf(RoleSettingSchema),
      logo: text(),
      logo_title: text(),
      /** The first month's price, in rubles, for a teacher who came by a referral link. */
      referral_price_rub: int(),
      /** The upload limits (always sent; optional for pages built before it was). */
      files: FileLimitsSchema,
    },
    ['files'],
  ),
);
export type AppSettings = Static<typeof AppSettingsSchema>;

/** GET /api/health */
export const HealthReportSchema = named(
  'HealthReport',
  object(
    {
      status: oneOfValues(['ok', 'error']),
      database: oneOfValues(['up', 'down']),
      redis: oneOfValues(['up', 'down']),
      /** The Node.js the API runs on, as `process.version` says it (e.g. "v24.21.0"). */
      node: text({
        description: 'the Node.js the API runs on, as process.version says it',
        pattern: '^v\\d+\\.\\d+\\.\\d+',
      }),
      /** The remotes registry this instance serves (issue 19 §2). */
      registry: RegistryHealthSchema,
    },
    ['redis', 'registry'],
  ),
);
export type HealthReport = Static<typeof HealthReportSchema>;
