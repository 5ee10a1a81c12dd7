import { apiRequest, type JsonAnswer, type JsonBody } from '@tutor/api-client';

/** POST /api/tasks/:id/dispatches: a job that sends the task now or at delay_at. */
export function sendTask(
  taskId: number,
  request: JsonBody<'/api/tasks/{taskId}/dispatches', 'post'>,
): Promise<JsonAnswer<'/api/tasks/{taskId}/dispatches', 'post'>> {
  return apiRequest('post', '/api/tasks/{taskId}/dispatches', { path: { taskId }, body: request });
}
