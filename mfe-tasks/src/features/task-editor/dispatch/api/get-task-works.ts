import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** GET /api/tasks/:id/works: the works the task produced, for the teacher. */
export function getTaskWorks(
  taskId: number,
): Promise<JsonAnswer<'/api/tasks/{taskId}/works', 'get'>> {
  return apiRequest('get', '/api/tasks/{taskId}/works', { path: { taskId } });
}
