import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/**
 * GET /api/payments/:paymentId/status: how the payer's payment went (paid, canceled,
 * waiting, failed) and what it pays for. Only reads: a payment not settled yet is asked
 * about at the provider, for at most two seconds.
 */
export function getPaymentStatus(
  paymentId: number,
): Promise<JsonAnswer<'/api/payments/{paymentId}/status', 'get'>> {
  return apiRequest('get', '/api/payments/{paymentId}/status', { path: { paymentId } });
}
