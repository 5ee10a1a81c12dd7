import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** GET /api/tasks/:id/dispatches: the task's jobs with their statuses. */
export function getDispatches(
  taskId: number,
): Promise<JsonAnswer<'/api/tasks/{taskId}/dispatches', 'get'>> {
  return apiRequest('get', '/api/tasks/{taskId}/dispatches', { path: { taskId } });
}
