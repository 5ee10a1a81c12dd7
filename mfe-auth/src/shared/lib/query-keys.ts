/**
 * Every query key of this remote, in one place, so a change in one block can invalidate
 * what another shows (a password change reloads the sessions list).
 */
export const queryKeys = {
  sessions: ['account', 'sessions'] as const,
  subscription: ['auth', 'subscription'] as const,
  referral: ['auth', 'referral'] as const,
  invite: (code: string | null) => ['invite', code] as const,
};
