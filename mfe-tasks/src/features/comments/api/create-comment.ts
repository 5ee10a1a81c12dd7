import type { CommentInput, WorkComment } from '@tutor/contracts';
import { http } from '@tutor/api-client';

/** POST /api/works/:id/comments */
export async function createComment(workId: number, input: CommentInput): Promise<WorkComment> {
  const { data } = await http.post<WorkComment>(`/api/works/${workId}/comments`, input);
  return data;
}
