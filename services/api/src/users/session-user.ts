import type { SessionUser } from '@tutor/contracts';
import type { User } from './user.entity';

/** The signed-in user as GET /api/user answers it. */
export function toSessionUser(user: User): SessionUser {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    phone: user.phone,
    role: user.role,
    // linked providers arrive with the social_accounts table (OAuth sign-in)
    social_accounts: [],
  };
}
