import type { ReturnWorkRequest, WorkView } from '@tutor/contracts';
import { http } from '@tutor/api-client';

/** POST /api/works/:id/return: back to 0 for rework, with the teacher's comment. */
export async function returnWork(workId: number, request: ReturnWorkRequest): Promise<WorkView> {
  const { data } = await http.post<WorkView>(`/api/works/${workId}/return`, request);
  return data;
}
