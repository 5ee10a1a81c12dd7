import { SocialProviderSchema } from './settings';
import { arrayOf, bool, int, named, nullable, object, text, type Static } from './schema';

/** A linked social account as the spec shows it. */
export const LinkedSocialAccountSchema = named(
  'LinkedSocialAccount',
  object({
    provider: SocialProviderSchema,
    first_name: nullable(text()),
    last_name: nullable(text()),
    username: nullable(text()),
  }),
);
export type LinkedSocialAccount = Static<typeof LinkedSocialAccountSchema>;

/** The signed-in user, answered by GET /api/user. */
export const SessionUserSchema = named(
  'SessionUser',
  object({
    id: int(),
    email: text(),
    first_name: text(),
    phone: nullable(text()),
    role: int(),
    social_accounts: arrayOf(LinkedSocialAccountSchema),
    /**
     * Whether the owner proved the mailbox of `email` (a mailed link opened, or a provider's
     * verified address); operators and payouts need it.
     */
    email_verified: bool(),
    /** Whether the user is an operator (OPERATOR_EMAILS): the shell then links the operator pages. */
    is_operator: bool(),
  }),
);
export type SessionUser = Static<typeof SessionUserSchema>;

/** POST /api/oauth/{provider}/disconnect: the spec reads success and message. */
export const DisconnectAnswerSchema = named(
  'DisconnectAnswer',
  object({ success: bool(), message: text() }),
);
export type DisconnectAnswer = Static<typeof DisconnectAnswerSchema>;
