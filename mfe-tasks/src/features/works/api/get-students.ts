import type { StudentSummary } from '@tutor/contracts';
import { http } from '@tutor/api-client';

/** GET /api/students: the teacher's students, for the queue's student filter. */
export async function getStudents(): Promise<StudentSummary[]> {
  const { data } = await http.get<StudentSummary[]>('/api/students');
  return data;
}
