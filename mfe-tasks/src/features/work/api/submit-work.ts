import type { SubmitWorkRequest, WorkView } from '@tutor/contracts';
import { http } from '@tutor/api-client';
import { READ_REFUSALS, unlessRefused } from './refusal';

/** POST /api/works/:id/submit: status 0 → 1 (or 2 after a return). */
export async function submitWork(workId: number, request: SubmitWorkRequest): Promise<WorkView> {
  return unlessRefused<WorkView>(
    await http.post(`/api/works/${workId}/submit`, request, READ_REFUSALS),
  );
}
