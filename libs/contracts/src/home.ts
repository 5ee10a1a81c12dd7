import { ROLE_STUDENT, ROLE_TEACHER } from './roles';

/** Where a signed-in user lands: teachers on their tasks, students on their works. */
export function homePathForRole(role: number): string {
  if (role === ROLE_TEACHER) return '/tasks';
  if (role === ROLE_STUDENT) return '/works';
  return '/settings';
}
