import { CreateUsers1795300000000 } from './1795300000000-create-users';

/** Every migration, oldest first; they run at start-up. Never edit one that has landed. */
export const MIGRATIONS = [CreateUsers1795300000000];
