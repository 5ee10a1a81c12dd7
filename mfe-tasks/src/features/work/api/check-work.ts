import type { CheckWorkRequest, WorkView } from '@tutor/contracts';
import { http } from '@tutor/api-client';
import { READ_REFUSALS, unlessRefused } from './refusal';

/** PUT /api/works/:id/check: per-question balls, as a draft or finishing (→ 4). */
export async function checkWork(workId: number, request: CheckWorkRequest): Promise<WorkView> {
  return unlessRefused<WorkView>(
    await http.put(`/api/works/${workId}/check`, request, READ_REFUSALS),
  );
}
