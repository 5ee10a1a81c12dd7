import { ROLE_TEACHER } from '@tutor/contracts';
import { useSession } from '@tutor/session';

/**
 * Only teachers act in the marketplace (take, buy, publish, favourite); a student sees the
 * catalogue and the material pages read-only.
 */
export function useIsTeacher(): boolean {
  return useSession((state) => state.user?.role === ROLE_TEACHER);
}
