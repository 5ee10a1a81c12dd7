import { PasswordReset } from '../passwords/password-reset.entity';
import { StoredSession } from '../sessions/stored-session.entity';
import { SocialAccount } from '../users/social-account.entity';
import { User } from '../users/user.entity';

/** Every entity of the API; the same list serves SQLite and PostgreSQL. */
export const ENTITIES = [User, StoredSession, PasswordReset, SocialAccount];
