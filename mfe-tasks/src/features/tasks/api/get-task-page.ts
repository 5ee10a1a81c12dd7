import { apiRequest, type JsonAnswer, type QueryParams } from '@tutor/api-client';

export type TaskPageQuery = QueryParams<'/api/tasks', 'get'>;

/** GET /api/tasks: one page of the teacher's library, searched and filtered. */
export function getTaskPage(query: TaskPageQuery): Promise<JsonAnswer<'/api/tasks', 'get'>> {
  return apiRequest('get', '/api/tasks', { query });
}
