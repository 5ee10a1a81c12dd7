import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** GET /api/works/:id/comments, oldest first. */
export function listComments(
  workId: number,
): Promise<JsonAnswer<'/api/works/{workId}/comments', 'get'>> {
  return apiRequest('get', '/api/works/{workId}/comments', { path: { workId } });
}
