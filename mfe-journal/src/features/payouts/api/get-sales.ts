import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** GET /api/payouts/sales: one page of the author's sales, newest first. */
export function getSales(page: number): Promise<JsonAnswer<'/api/payouts/sales', 'get'>> {
  return apiRequest('get', '/api/payouts/sales', { query: { page } });
}
