import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** POST /api/payouts/requests: reserves the whole available balance for the payout run. */
export function requestPayout(): Promise<JsonAnswer<'/api/payouts/requests', 'post'>> {
  return apiRequest('post', '/api/payouts/requests');
}
