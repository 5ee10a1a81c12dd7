import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** POST /api/tasks/:taskId/duplicate: a new draft «<title> (копия)». */
export function duplicateTask(
  taskId: number,
): Promise<JsonAnswer<'/api/tasks/{taskId}/duplicate', 'post'>> {
  return apiRequest('post', '/api/tasks/{taskId}/duplicate', { path: { taskId } });
}
