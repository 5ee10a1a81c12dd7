import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** POST /api/materials/:id/update-copy: the owner takes the newest version into their copy. */
export function updateCopy(
  id: number,
): Promise<JsonAnswer<'/api/materials/{materialId}/update-copy', 'post'>> {
  return apiRequest('post', '/api/materials/{materialId}/update-copy', {
    path: { materialId: id },
  });
}
