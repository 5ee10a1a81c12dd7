import type { SubmitWorkRequest, WorkView } from '@tutor/contracts';
import { http } from '@tutor/api-client';

/** POST /api/works/:id/submit: status 0 → 1 (or 2 after a return). */
export async function submitWork(workId: number, request: SubmitWorkRequest): Promise<WorkView> {
  const { data } = await http.post<WorkView>(`/api/works/${workId}/submit`, request);
  return data;
}
