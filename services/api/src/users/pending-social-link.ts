import type { SocialAccountFields } from './social-accounts.service';

/**
 * A provider account waiting to be linked to a user who signed up through it with an
 * email the provider did not vouch for. It lives only in the session of the browser that
 * signed up, and is linked when that browser proves the email by using the mailed
 * set-password link. Whoever else opens the link (say, the real owner of an email someone
 * typed) gets the account without the stranger's provider attached.
 */
export interface PendingSocialLink {
  userId: number;
  account: SocialAccountFields;
}

declare module 'express-session' {
  interface SessionData {
    pendingSocialLink?: PendingSocialLink;
  }
}
