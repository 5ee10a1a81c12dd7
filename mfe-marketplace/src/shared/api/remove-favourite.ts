import { apiRequest } from '@tutor/api-client';

/** DELETE /api/materials/:id/favourite (204). */
export async function removeFavourite(id: number): Promise<void> {
  await apiRequest('delete', '/api/materials/{materialId}/favourite', {
    path: { materialId: id },
  });
}
