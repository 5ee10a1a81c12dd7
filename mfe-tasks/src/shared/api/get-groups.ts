import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** GET /api/groups: the teacher's groups of students. */
export function getGroups(): Promise<JsonAnswer<'/api/groups', 'get'>> {
  return apiRequest('get', '/api/groups');
}
