import { http } from '@tutor/api-client';

/** DELETE /api/subjects/:id: its tasks stay, without a subject. */
export async function deleteSubject(id: number): Promise<void> {
  await http.delete(`/api/subjects/${id}`);
}
