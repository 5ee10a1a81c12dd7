import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** GET /api/payments/mismatches: payments reported not as ordered (operators). */
export function getPaymentMismatches(): Promise<JsonAnswer<'/api/payments/mismatches', 'get'>> {
  return apiRequest('get', '/api/payments/mismatches');
}
