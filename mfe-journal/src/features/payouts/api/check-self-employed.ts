import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** POST /api/payouts/self-employed/check: the connection's status as the provider sees it now. */
export function checkSelfEmployed(): Promise<
  JsonAnswer<'/api/payouts/self-employed/check', 'post'>
> {
  return apiRequest('post', '/api/payouts/self-employed/check');
}
