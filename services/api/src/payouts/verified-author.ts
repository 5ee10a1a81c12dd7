import type { User } from '../users/user.entity';
import { PayoutsErrorCode, PayoutsException } from './payouts.errors';

/**
 * Money goes only to an author who proved the mailbox of their address: saving requisites
 * and asking for a payout refuse anyone else (403 payouts.email_unverified).
 */
export function requireVerifiedAuthor(author: Pick<User, 'emailVerifiedAt'>): void {
  if (author.emailVerifiedAt === null) throw new PayoutsException(PayoutsErrorCode.EmailUnverified);
}
