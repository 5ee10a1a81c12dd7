import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** GET /api/tasks: the signed-in teacher's tasks. */
export function getTasks(): Promise<JsonAnswer<'/api/tasks', 'get'>> {
  return apiRequest('get', '/api/tasks');
}
