import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** GET /api/groups: the teacher's groups (the journal's group filter). */
export function getGroups(): Promise<JsonAnswer<'/api/groups', 'get'>> {
  return apiRequest('get', '/api/groups');
}
