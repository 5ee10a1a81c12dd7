import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** GET /api/subjects: the teacher's own subjects. */
export function getSubjects(): Promise<JsonAnswer<'/api/subjects', 'get'>> {
  return apiRequest('get', '/api/subjects');
}
