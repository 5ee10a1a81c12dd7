import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** POST /api/payouts/self-employed: asks the provider for the permission in «Мой налог». */
export function connectSelfEmployed(): Promise<JsonAnswer<'/api/payouts/self-employed', 'post'>> {
  return apiRequest('post', '/api/payouts/self-employed');
}
