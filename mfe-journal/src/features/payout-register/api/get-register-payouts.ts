import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** GET /api/payouts/register/payouts: the month's bank-register payouts (operators). */
export function getRegisterPayouts(
  month: string,
): Promise<JsonAnswer<'/api/payouts/register/payouts', 'get'>> {
  return apiRequest('get', '/api/payouts/register/payouts', { query: { month } });
}
