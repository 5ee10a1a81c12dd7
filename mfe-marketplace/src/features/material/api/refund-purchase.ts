import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/**
 * POST /api/materials/:id/refund: a paid purchase never opened, within the refund window,
 * is refunded; the copy and the access are gone. Answers the material page as it is now.
 */
export function refundPurchase(
  id: number,
): Promise<JsonAnswer<'/api/materials/{materialId}/refund', 'post'>> {
  return apiRequest('post', '/api/materials/{materialId}/refund', { path: { materialId: id } });
}
