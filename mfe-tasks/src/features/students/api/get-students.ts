import type { StudentSummary } from '@tutor/contracts';
import { http } from '@tutor/api-client';

/** GET /api/students: the signed-in teacher's students. */
export async function getStudents(): Promise<StudentSummary[]> {
  const { data } = await http.get<StudentSummary[]>('/api/students');
  return data;
}
