import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** GET /api/payouts/requisites: the author's requisites and self-employed connection. */
export function getPayoutSettings(): Promise<JsonAnswer<'/api/payouts/requisites', 'get'>> {
  return apiRequest('get', '/api/payouts/requisites');
}
