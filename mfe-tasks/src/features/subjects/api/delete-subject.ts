import { apiRequest } from '@tutor/api-client';

/** DELETE /api/subjects/:id: its tasks stay, without a subject. */
export async function deleteSubject(id: number): Promise<void> {
  await apiRequest('delete', '/api/subjects/{subjectId}', { path: { subjectId: id } });
}
