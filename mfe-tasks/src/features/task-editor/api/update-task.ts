import { apiRequest, type JsonAnswer, type JsonBody } from '@tutor/api-client';

/** PUT /api/tasks/:id: the whole task; questions without an id are new. */
export function updateTask(
  id: number,
  input: JsonBody<'/api/tasks/{taskId}', 'put'>,
): Promise<JsonAnswer<'/api/tasks/{taskId}', 'put'>> {
  return apiRequest('put', '/api/tasks/{taskId}', { path: { taskId: id }, body: input });
}
