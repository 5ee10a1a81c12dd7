import type { WorkComment } from '@tutor/contracts';
import { http } from '@tutor/api-client';

/** GET /api/works/:id/comments, oldest first. */
export async function listComments(workId: number): Promise<WorkComment[]> {
  const { data } = await http.get<WorkComment[]>(`/api/works/${workId}/comments`);
  return data;
}
