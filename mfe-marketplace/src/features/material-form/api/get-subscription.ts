import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** GET /api/subscription: the teacher's plan, and what each plan allows (selling, among it). */
export function getSubscription(): Promise<JsonAnswer<'/api/subscription', 'get'>> {
  return apiRequest('get', '/api/subscription');
}
