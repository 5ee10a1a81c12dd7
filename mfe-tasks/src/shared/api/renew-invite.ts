import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** POST /api/students/invite: a new code; the old link stops working. */
export function renewInvite(): Promise<JsonAnswer<'/api/students/invite', 'post'>> {
  return apiRequest('post', '/api/students/invite');
}
