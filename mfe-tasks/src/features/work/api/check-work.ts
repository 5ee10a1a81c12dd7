import type { CheckWorkRequest, WorkView } from '@tutor/contracts';
import { http } from '@tutor/api-client';

/** PUT /api/works/:id/check: per-question balls, as a draft or finishing (→ 4). */
export async function checkWork(workId: number, request: CheckWorkRequest): Promise<WorkView> {
  const { data } = await http.put<WorkView>(`/api/works/${workId}/check`, request);
  return data;
}
