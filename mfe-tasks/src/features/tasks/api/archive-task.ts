import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** POST /api/tasks/:taskId/archive: out of the list, can't be sent (idempotent). */
export function archiveTask(
  taskId: number,
): Promise<JsonAnswer<'/api/tasks/{taskId}/archive', 'post'>> {
  return apiRequest('post', '/api/tasks/{taskId}/archive', { path: { taskId } });
}
