import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** GET /api/students/invite: the teacher's current invite link. */
export function getInvite(): Promise<JsonAnswer<'/api/students/invite', 'get'>> {
  return apiRequest('get', '/api/students/invite');
}
