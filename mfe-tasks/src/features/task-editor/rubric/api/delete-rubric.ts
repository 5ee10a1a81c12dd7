import { apiRequest } from '@tutor/api-client';

/** DELETE /api/rubrics/:rubricId (questions it was attached to keep their copies). */
export async function deleteRubric(rubricId: number): Promise<void> {
  await apiRequest('delete', '/api/rubrics/{rubricId}', { path: { rubricId } });
}
