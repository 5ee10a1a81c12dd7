import { ROLE_STUDENT, ROLE_TEACHER, type AreaRole } from '@tutor/contracts';

/** The registry's name of a signed-in person's role (areas name roles by word). */
export function areaRoleOf(user: { role: number } | null | undefined): AreaRole | undefined {
  if (user?.role === ROLE_TEACHER) return 'teacher';
  if (user?.role === ROLE_STUDENT) return 'student';
  return undefined;
}
