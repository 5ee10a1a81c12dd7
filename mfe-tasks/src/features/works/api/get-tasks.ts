import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** GET /api/tasks: the teacher's tasks, for the queue's task filter. */
export function getTasks(): Promise<JsonAnswer<'/api/tasks', 'get'>> {
  return apiRequest('get', '/api/tasks');
}
