import { queryClient } from '@tutor/session';
import { queryKeys } from './query-keys';

/** Told by a block that ended sessions (a password change), so the sessions list reloads. */
export function announceSessionsChanged(): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.sessions });
}
