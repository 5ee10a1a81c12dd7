import { apiRequest } from '@tutor/api-client';

/** DELETE /api/groups/:id: the group goes, its students stay the teacher's. */
export async function deleteGroup(id: number): Promise<void> {
  await apiRequest('delete', '/api/groups/{groupId}', { path: { groupId: id } });
}
