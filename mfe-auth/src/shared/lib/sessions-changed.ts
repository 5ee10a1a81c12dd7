import { queryClient } from '@tutor/session';

/** The query of the user's signed-in sessions (the sessions block reads it). */
export const SESSIONS_QUERY_KEY = ['account', 'sessions'] as const;

/** Told by a block that ended sessions (a password change), so the sessions list reloads. */
export function announceSessionsChanged(): void {
  void queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
}
