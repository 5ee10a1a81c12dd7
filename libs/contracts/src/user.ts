import type { SocialProvider } from './settings';

/** A linked social account as the spec shows it. */
export interface LinkedSocialAccount {
  provider: SocialProvider;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
}

/** The signed-in user, answered by GET /api/user. */
export interface SessionUser {
  id: number;
  email: string;
  first_name: string;
  phone: string | null;
  role: number;
  social_accounts: LinkedSocialAccount[];
  /**
   * Whether the owner proved the mailbox of `email` (a mailed link opened, or a provider's
   * verified address); operators and payouts need it.
   */
  email_verified: boolean;
  /** Whether the user is an operator (OPERATOR_EMAILS): the shell then links the operator pages. */
  is_operator: boolean;
}
