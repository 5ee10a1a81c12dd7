import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** POST /api/works/:id/start: the student opens a new work; the timer starts. */
export function startWork(
  workId: number,
): Promise<JsonAnswer<'/api/works/{workId}/start', 'post'>> {
  return apiRequest('post', '/api/works/{workId}/start', { path: { workId } });
}
