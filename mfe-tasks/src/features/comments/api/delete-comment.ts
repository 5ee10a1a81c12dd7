import { http } from '@tutor/api-client';

/** DELETE /api/comments/:id (own comments only). */
export async function deleteComment(commentId: number): Promise<void> {
  await http.delete(`/api/comments/${commentId}`);
}
