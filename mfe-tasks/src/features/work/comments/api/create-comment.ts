import { apiRequest, type JsonAnswer, type JsonBody } from '@tutor/api-client';

/** POST /api/works/:id/comments */
export function createComment(
  workId: number,
  input: JsonBody<'/api/works/{workId}/comments', 'post'>,
): Promise<JsonAnswer<'/api/works/{workId}/comments', 'post'>> {
  return apiRequest('post', '/api/works/{workId}/comments', { path: { workId }, body: input });
}
