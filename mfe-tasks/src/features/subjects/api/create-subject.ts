import type { Subject, SubjectInput } from '@tutor/contracts';
import { http } from '@tutor/api-client';

/** POST /api/subjects */
export async function createSubject(input: SubjectInput): Promise<Subject> {
  const { data } = await http.post<Subject>('/api/subjects', input);
  return data;
}
