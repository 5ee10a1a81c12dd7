import type { SocialProvider } from '@tutor/contracts';
import { SOCIAL_EMAIL_MIN_LENGTH } from '@tutor/contracts';
import { isEmail } from 'class-validator';
import type { SocialAccountFields } from '../users/social-accounts.service';

/**
 * What a provider told about the person, normalised; never a token. Kept in the session
 * between the callback and stage 3.
 */
export interface ProviderProfile {
  provider: SocialProvider;
  /** The provider's id of the account. */
  id: string;
  email: string | null;
  /** Only when the provider's answer says the email is verified (Google's email_verified). */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
}

const MAX_TEXT = 255;

/** A provider's text as stored: trimmed, without control characters, at most 255; else null. */
export function profileText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const text = value
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, MAX_TEXT);
  return text === '' ? null : text;
}

/** The account id of a provider's answer; an answer without one is the provider's failure. */
export function profileId(value: unknown, provider: SocialProvider): string {
  const id = profileText(value);
  if (id === null) throw new Error(`${provider} answered a profile without an id`);
  return id;
}

/** True only for an explicit `true` (or 'true') in the provider's answer. */
export function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}

/**
 * The provider's email when the person need not type one (spec: the field shows when
 * the email is missing or shorter than 5 characters); a malformed one counts as missing.
 */
export function usableEmail(profile: Pick<ProviderProfile, 'email'>): string | null {
  const email = profile.email?.trim().toLowerCase() ?? '';
  if (email.length < SOCIAL_EMAIL_MIN_LENGTH || email.length > MAX_TEXT) return null;
  return isEmail(email) ? email : null;
}

export function accountFields(profile: ProviderProfile): SocialAccountFields {
  return {
    provider: profile.provider,
    providerUserId: profile.id,
    firstName: profile.firstName,
    lastName: profile.lastName,
    username: profile.username,
    email: profile.email,
  };
}

/** The first name a new user gets: the provider's, else the username, else the email's name. */
export function displayFirstName(profile: ProviderProfile, email: string): string {
  return profile.firstName ?? profile.username ?? email.split('@')[0] ?? email;
}
