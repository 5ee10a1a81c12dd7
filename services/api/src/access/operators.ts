import type { AppConfig } from '../config/app-config';
import type { User } from '../users/user.entity';

/**
 * Whether the user is an operator: an address of OPERATOR_EMAILS (compared in lower case)
 * that its owner verified. Registering with an operator's address proves nothing, so an
 * unverified account on it is an ordinary user.
 */
export function isOperator(
  config: Pick<AppConfig, 'operatorEmails'>,
  user: Pick<User, 'email' | 'emailVerifiedAt'>,
): boolean {
  return (
    user.emailVerifiedAt !== null && config.operatorEmails.includes(user.email.trim().toLowerCase())
  );
}
