import { apiRequest, type JsonAnswer, type JsonBody } from '@tutor/api-client';

/** PATCH /api/comments/:id (own comments only). */
export function updateComment(
  commentId: number,
  input: JsonBody<'/api/comments/{commentId}', 'patch'>,
): Promise<JsonAnswer<'/api/comments/{commentId}', 'patch'>> {
  return apiRequest('patch', '/api/comments/{commentId}', { path: { commentId }, body: input });
}
