import type { Subject } from '@tutor/contracts';
import { http } from '@tutor/api-client';

/** GET /api/subjects: the teacher's subjects, for the queue's subject filter. */
export async function getSubjects(): Promise<Subject[]> {
  const { data } = await http.get<Subject[]>('/api/subjects');
  return data;
}
