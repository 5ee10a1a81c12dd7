import type { CommentInput, WorkComment } from '@tutor/contracts';
import { http } from '@tutor/api-client';

/** PATCH /api/comments/:id (own comments only). */
export async function updateComment(commentId: number, input: CommentInput): Promise<WorkComment> {
  const { data } = await http.patch<WorkComment>(`/api/comments/${commentId}`, input);
  return data;
}
