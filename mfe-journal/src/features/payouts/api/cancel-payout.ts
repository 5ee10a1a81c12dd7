import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** POST /api/payouts/requests/:payoutId/cancel: takes back a request the run has not taken. */
export function cancelPayout(
  payoutId: number,
): Promise<JsonAnswer<'/api/payouts/requests/{payoutId}/cancel', 'post'>> {
  return apiRequest('post', '/api/payouts/requests/{payoutId}/cancel', { path: { payoutId } });
}
