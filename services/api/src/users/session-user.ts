import type { SessionUser } from '@tutor/contracts';
import type { SocialAccount } from './social-account.entity';
import { toLinkedAccount } from './social-accounts.service';
import type { User } from './user.entity';

/**
 * The signed-in user as GET /api/user answers it, with the accounts linked to them and
 * whether they are an operator (`isOperator` of the access module).
 */
export function toSessionUser(
  user: User,
  accounts: readonly SocialAccount[],
  isOperator: boolean,
): SessionUser {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    phone: user.phone,
    role: user.role,
    social_accounts: accounts.flatMap((account) => toLinkedAccount(account) ?? []),
    email_verified: user.emailVerifiedAt !== null,
    is_operator: isOperator,
  };
}
