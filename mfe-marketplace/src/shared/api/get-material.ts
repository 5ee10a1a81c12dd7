import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/**
 * GET /api/materials/:id: the material page (all questions for its author or an owner).
 * `paidBack`: the buyer is back from the payment page, so the API asks the provider about
 * a pending payment first (for at most two seconds) instead of only in the background.
 */
export function getMaterial(
  id: number,
  paidBack = false,
): Promise<JsonAnswer<'/api/materials/{materialId}', 'get'>> {
  return apiRequest('get', '/api/materials/{materialId}', {
    path: { materialId: id },
    ...(paidBack ? { query: { paid: '1' as const } } : {}),
  });
}
