import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** POST /api/payouts/register/:payoutId/paid: the bank confirmed the transfer. */
export function markPayoutPaid(
  payoutId: number,
): Promise<JsonAnswer<'/api/payouts/register/{payoutId}/paid', 'post'>> {
  return apiRequest('post', '/api/payouts/register/{payoutId}/paid', { path: { payoutId } });
}
