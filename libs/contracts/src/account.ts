import { arrayOf, bool, int, moment, named, nullable, object, text, type Static } from './schema';

/** Login page stages of the spec (stage 4 is not used). */
export const LoginStage = {
  Initial: 0,
  Login: 1,
  Registration: 2,
  SocialCompletion: 3,
  Restore: 5,
} as const;
export type LoginStage = (typeof LoginStage)[keyof typeof LoginStage];

/** The login form of the spec; POST /login, /registration and /oauth/registration send it. */
export interface LoginPayload {
  stage: LoginStage;
  email: string;
  first_name: string;
  phone: string;
  /** 0 means unselected. */
  role: number;
  password: string;
  agree: boolean;
  /** A teacher's invite code from /login?asStudent=1&invite=<code>: the student joins them. */
  invite?: string;
  /** A teacher's referral code from /login?ref=<code>: a new teacher gets the referral month. */
  ref?: string;
}

/** The reset form of the spec; POST /password/reset sends it. */
export interface ResetPayload {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}

/** Messages of the account answers the page acts on (spec section 4). */
export const AccountMessage = {
  RequestPassword: 'request_password',
  UserNotFound: 'user_not_found',
  OauthRegistration: 'oauth_registration',
  PasswordsSent: 'passwords.sent',
  PasswordsReset: 'passwords.reset',
  /** Stage 3 when the person typed the email: a set-password link was mailed. */
  PasswordLinkSent: 'password.reset',
} as const;

/** Spec section 9. */
export const PASSWORD_MIN_LENGTH = 8;
export const SOCIAL_EMAIL_MIN_LENGTH = 5;
export const RESET_REDIRECT_DELAY_MS = 1500;

/** What the social sign-in popup posts to its opener, as a JSON string. */
export type SocialPopupResult =
  | { redirect: string }
  | { message: 'oauth_registration'; email?: string | null }
  | {
      oauth: {
        provider: string;
        first_name: string | null;
        last_name: string | null;
        username: string | null;
      };
    }
  | { message: string };

/** A translated note of the account settings: the text to show as it is. */
export const AccountNoticeSchema = named('AccountNotice', object({ message: text() }));
export type AccountNotice = Static<typeof AccountNoticeSchema>;

/** One signed-in session of the user (GET /api/account/sessions). */
export const AccountSessionSchema = named(
  'AccountSession',
  object({
    id: text({ description: 'an opaque id of the session, for ending it' }),
    created_at: nullable(moment()),
    last_active_at: moment(),
    browser: nullable(text()),
    os: nullable(text()),
    ip: nullable(text({ description: 'the address at sign-in, its last part hidden' })),
    current: bool(),
  }),
);
export type AccountSession = Static<typeof AccountSessionSchema>;

export const AccountSessionListSchema = named(
  'AccountSessionList',
  object({ sessions: arrayOf(AccountSessionSchema) }),
);
export type AccountSessionList = Static<typeof AccountSessionListSchema>;

/** DELETE /api/account/sessions: how many other sessions ended. */
export const EndedSessionsSchema = named(
  'EndedSessions',
  object({ ended: int({ minimum: 0 }), message: text() }),
);
export type EndedSessions = Static<typeof EndedSessionsSchema>;
