import { apiRequest, type JsonAnswer, type JsonBody } from '@tutor/api-client';

/** POST /api/materials/:id/reviews/:reviewId/answer: the author's one public answer (409 twice). */
export function answerReview(
  materialId: number,
  reviewId: number,
  input: JsonBody<'/api/materials/{materialId}/reviews/{reviewId}/answer', 'post'>,
): Promise<JsonAnswer<'/api/materials/{materialId}/reviews/{reviewId}/answer', 'post'>> {
  return apiRequest('post', '/api/materials/{materialId}/reviews/{reviewId}/answer', {
    path: { materialId, reviewId },
    body: input,
  });
}
