import { apiRequest } from '@tutor/api-client';

/** DELETE /api/comments/:id (own comments only). */
export async function deleteComment(commentId: number): Promise<void> {
  await apiRequest('delete', '/api/comments/{commentId}', { path: { commentId } });
}
