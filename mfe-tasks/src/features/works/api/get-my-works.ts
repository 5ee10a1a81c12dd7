import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** GET /api/works: the signed-in student's works. */
export function getMyWorks(): Promise<JsonAnswer<'/api/works', 'get'>> {
  return apiRequest('get', '/api/works');
}
