import { apiRequest, type JsonAnswer, type JsonBody } from '@tutor/api-client';

/** POST /api/tasks */
export function createTask(
  input: JsonBody<'/api/tasks', 'post'>,
): Promise<JsonAnswer<'/api/tasks', 'post'>> {
  return apiRequest('post', '/api/tasks', { body: input });
}
