import type { Subject, SubjectInput } from '@tutor/contracts';
import { http } from '@tutor/api-client';

/** PATCH /api/subjects/:id */
export async function renameSubject(id: number, input: SubjectInput): Promise<Subject> {
  const { data } = await http.patch<Subject>(`/api/subjects/${id}`, input);
  return data;
}
