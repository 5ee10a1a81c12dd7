import { apiRequest, type JsonAnswer, type JsonBody } from '@tutor/api-client';

/**
 * POST /api/materials/:id/reviews: makes or changes the viewer's one review (an owner who
 * has opened their copy; anyone else gets a 409 with the reason).
 */
export function writeReview(
  materialId: number,
  input: JsonBody<'/api/materials/{materialId}/reviews', 'post'>,
): Promise<JsonAnswer<'/api/materials/{materialId}/reviews', 'post'>> {
  return apiRequest('post', '/api/materials/{materialId}/reviews', {
    path: { materialId },
    body: input,
  });
}
