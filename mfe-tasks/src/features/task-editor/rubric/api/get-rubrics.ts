import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** GET /api/rubrics: the teacher's rubric library, the latest changed first. */
export function getRubrics(): Promise<JsonAnswer<'/api/rubrics', 'get'>> {
  return apiRequest('get', '/api/rubrics');
}
