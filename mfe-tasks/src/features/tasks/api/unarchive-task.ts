import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** POST /api/tasks/:taskId/unarchive: back in the list (idempotent). */
export function unarchiveTask(
  taskId: number,
): Promise<JsonAnswer<'/api/tasks/{taskId}/unarchive', 'post'>> {
  return apiRequest('post', '/api/tasks/{taskId}/unarchive', { path: { taskId } });
}
