import { arrayOf, bool, named, nullable, object, oneOfValues, text, int } from '../json-schema';
import { SOCIAL_PROVIDERS } from '@tutor/contracts';
import { RegistryHealthSchema } from './remote-registry.schema';

/** Answer of the account flows (spec section 7). */
export const AccountAnswerSchema = named(
  'AccountAnswer',
  object({ redirect: text(), message: text() }, ['redirect', 'message']),
);

export const SocialProviderSchema = named('SocialProvider', oneOfValues(SOCIAL_PROVIDERS));

export const LinkedSocialAccountSchema = named(
  'LinkedSocialAccount',
  object({
    provider: SocialProviderSchema,
    first_name: nullable(text()),
    last_name: nullable(text()),
    username: nullable(text()),
  }),
);

/** GET /api/user */
export const SessionUserSchema = named(
  'SessionUser',
  object({
    id: int(),
    email: text(),
    first_name: text(),
    phone: nullable(text()),
    role: int(),
    social_accounts: arrayOf(LinkedSocialAccountSchema),
    email_verified: bool(),
    is_operator: bool(),
  }),
);

/** POST /api/oauth/{provider}/disconnect: the spec reads success and message. */
export const DisconnectAnswerSchema = named(
  'DisconnectAnswer',
  object({ success: bool(), message: text() }),
);

/** GET /api/settings */
export const AppSettingsSchema = named(
  'AppSettings',
  object({
    oauth: arrayOf(SocialProviderSchema),
    roles: arrayOf(object({ id: int(), name: text(), phone_required: bool() })),
    logo: text(),
    logo_title: text(),
    referral_price_rub: int(),
  }),
);

/** GET /api/health */
export const HealthReportSchema = named(
  'HealthReport',
  object(
    {
      status: oneOfValues(['ok', 'error']),
      database: oneOfValues(['up', 'down']),
      redis: oneOfValues(['up', 'down']),
      node: text({
        description: 'the Node.js the API runs on, as process.version says it',
        pattern: '^v\\d+\\.\\d+\\.\\d+',
      }),
      registry: RegistryHealthSchema,
    },
    ['redis', 'registry'],
  ),
);
