import { apiRequest, type JsonAnswer, type JsonBody } from '@tutor/api-client';

/** POST /api/rubrics: keeps a rubric in the teacher's library. */
export function createRubric(
  input: JsonBody<'/api/rubrics', 'post'>,
): Promise<JsonAnswer<'/api/rubrics', 'post'>> {
  return apiRequest('post', '/api/rubrics', { body: input });
}
