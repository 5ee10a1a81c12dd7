import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** GET /api/tasks/:id: the teacher's own task with its questions. */
export function getTask(id: number): Promise<JsonAnswer<'/api/tasks/{taskId}', 'get'>> {
  return apiRequest('get', '/api/tasks/{taskId}', { path: { taskId: id } });
}
