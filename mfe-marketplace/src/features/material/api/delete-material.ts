import { apiRequest } from '@tutor/api-client';

/** DELETE /api/materials/:id (204): the owners' copies stay theirs. */
export async function deleteMaterial(id: number): Promise<void> {
  await apiRequest('delete', '/api/materials/{materialId}', { path: { materialId: id } });
}
