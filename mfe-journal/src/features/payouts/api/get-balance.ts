import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** GET /api/payouts/balance: on hold, available, being paid, paid out (kopecks). */
export function getBalance(): Promise<JsonAnswer<'/api/payouts/balance', 'get'>> {
  return apiRequest('get', '/api/payouts/balance');
}
