import { apiRequest, type JsonAnswer, type JsonBody } from '@tutor/api-client';

/** POST /api/subjects */
export function createSubject(
  input: JsonBody<'/api/subjects', 'post'>,
): Promise<JsonAnswer<'/api/subjects', 'post'>> {
  return apiRequest('post', '/api/subjects', { body: input });
}
