import { apiRequest } from '@tutor/api-client';

/** PUT /api/materials/:id/favourite (204). */
export async function addFavourite(id: number): Promise<void> {
  await apiRequest('put', '/api/materials/{materialId}/favourite', { path: { materialId: id } });
}
