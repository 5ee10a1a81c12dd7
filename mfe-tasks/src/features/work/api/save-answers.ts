import { apiRequest, type JsonAnswer, type JsonBody } from '@tutor/api-client';

/** PUT /api/works/:id/answers: autosave; answers the work's new version. */
export function saveAnswers(
  workId: number,
  request: JsonBody<'/api/works/{workId}/answers', 'put'>,
): Promise<JsonAnswer<'/api/works/{workId}/answers', 'put'>> {
  return apiRequest('put', '/api/works/{workId}/answers', { path: { workId }, body: request });
}
