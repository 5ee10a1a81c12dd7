import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** GET /api/payouts/requests: the author's payouts, newest first. */
export function getPayouts(): Promise<JsonAnswer<'/api/payouts/requests', 'get'>> {
  return apiRequest('get', '/api/payouts/requests');
}
