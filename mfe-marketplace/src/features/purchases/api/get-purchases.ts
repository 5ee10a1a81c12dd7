import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** GET /api/purchases: the signed-in teacher's purchases, paid and free. */
export function getPurchases(): Promise<JsonAnswer<'/api/purchases', 'get'>> {
  return apiRequest('get', '/api/purchases');
}
