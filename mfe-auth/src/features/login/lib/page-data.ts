import {
  INVITE_CODE_MAX,
  LoginStage,
  REFERRAL_CODE_MAX,
  ROLE_STUDENT,
  isSocialProvider,
  type RoleSetting,
  type SocialProvider,
} from '@tutor/contracts';

export interface LoginPageData {
  asStudent: boolean;
  stage: LoginStage;
  email: string;
  /** A message key the page knows (see ADDRESS_MESSAGES), never free text from the address. */
  message: AddressMessage | null;
  /** The provider an `oauth.*` message is about (a known provider, else none). */
  provider: SocialProvider | null;
  /** A teacher's invite code (?invite=): sent with sign-in and registration to join them. */
  invite: string | null;
  /** A teacher's referral code (?ref=): a new teacher gets the referral month. */
  ref: string | null;
}

/** What the address tells the login page: ?asStudent, ?invite and social sign-in results. */
export function readPageData(query: URLSearchParams): LoginPageData {
  const asStudent =
    query.has('asStudent') && !['0', 'false'].includes(query.get('asStudent') ?? '');
  const socialRegistration = query.get('message') === 'oauth_registration';
  return {
    asStudent,
    stage: socialRegistration ? LoginStage.SocialCompletion : LoginStage.Initial,
    email: query.get('email') ?? '',
    message: socialRegistration ? null : readMessage(query.get('message')),
    provider: readProvider(query.get('provider')),
    invite: readInvite(query.get('invite')),
    ref: readCode(query.get('ref'), REFERRAL_CODE_MAX),
  };
}

/**
 * The messages a link may ask the page to show, as catalogue keys. Anything else in
 * ?message= is ignored: a link must not put its own words in the page's alert.
 */
export const ADDRESS_MESSAGES = [
  'passwords.token',
  'passwords.user',
  'passwords.throttled',
  'passwords.reset',
  'passwords.sent',
  'password.reset',
  // the full-page social sign-in's outcomes (the popup shows the server's own text)
  'oauth.denied',
  'oauth.state_mismatch',
  'oauth.provider_error',
  'oauth.linked_to_other',
  'oauth.email_exists',
  'oauth.sign_in_to_connect',
  'oauth.telegram_invalid',
  // the verification link opened signed out (GET /api/account/email/verify)
  'email_verification.done',
  'email_verification.expired',
  'email_verification.invalid',
  // the email-change link opened signed out (GET /api/account/email/confirm)
  'email_change.done',
  'email_change.expired',
  'email_change.invalid',
  'email_change.taken',
] as const;
export type AddressMessage = (typeof ADDRESS_MESSAGES)[number];

/** The address messages that tell of a success (the others are errors). */
export const GOOD_ADDRESS_MESSAGES: readonly AddressMessage[] = [
  'email_verification.done',
  'email_change.done',
];

function readMessage(value: string | null): AddressMessage | null {
  return ADDRESS_MESSAGES.find((key) => key === value) ?? null;
}

function readProvider(value: string | null): SocialProvider | null {
  return value !== null && isSocialProvider(value) ? value : null;
}

/** A code the API could know; anything longer would only fail the sign-in it rides on. */
function readInvite(value: string | null): string | null {
  return readCode(value, INVITE_CODE_MAX);
}

function readCode(value: string | null, max: number): string | null {
  const code = value?.trim() ?? '';
  return code !== '' && code.length <= max ? code : null;
}

export interface RoleChoice {
  /** The role to preselect, or null when the person must choose. */
  preset: number | null;
  /** Whether the role select is shown at all. */
  selectable: boolean;
}

/** asStudent presets role 2 and hides the select; a single role is preselected and hidden. */
export function chooseRole(roles: RoleSetting[], asStudent: boolean): RoleChoice {
  if (asStudent) return { preset: ROLE_STUDENT, selectable: false };
  if (roles.length === 1 && roles[0]) return { preset: roles[0].id, selectable: false };
  return { preset: null, selectable: true };
}
