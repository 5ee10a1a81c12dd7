import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** GET /api/materials/:id/reviews: the reviews, newest first; `mine` marks the viewer's own. */
export function getReviews(
  materialId: number,
): Promise<JsonAnswer<'/api/materials/{materialId}/reviews', 'get'>> {
  return apiRequest('get', '/api/materials/{materialId}/reviews', { path: { materialId } });
}
