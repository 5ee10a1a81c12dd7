import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** GET /api/students/invite: the teacher's invite link (the students page reads it too). */
export function getInvite(): Promise<JsonAnswer<'/api/students/invite', 'get'>> {
  return apiRequest('get', '/api/students/invite');
}
