import { apiRequest, type JsonAnswer, type JsonBody } from '@tutor/api-client';

/** POST /api/groups */
export function createGroup(
  input: JsonBody<'/api/groups', 'post'>,
): Promise<JsonAnswer<'/api/groups', 'post'>> {
  return apiRequest('post', '/api/groups', { body: input });
}
