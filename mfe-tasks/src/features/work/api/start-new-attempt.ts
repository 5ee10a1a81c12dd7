import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** POST /api/works/:id/attempts: a new attempt of a checked work; answers the new work. */
export function startNewAttempt(
  workId: number,
): Promise<JsonAnswer<'/api/works/{workId}/attempts', 'post'>> {
  return apiRequest('post', '/api/works/{workId}/attempts', { path: { workId } });
}
