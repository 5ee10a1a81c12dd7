import type { ReturnWorkRequest, WorkView } from '@tutor/contracts';
import { http } from '@tutor/api-client';
import { READ_REFUSALS, unlessRefused } from './refusal';

/** POST /api/works/:id/return: back to 0 for rework, with the teacher's comment. */
export async function returnWork(workId: number, request: ReturnWorkRequest): Promise<WorkView> {
  return unlessRefused<WorkView>(
    await http.post(`/api/works/${workId}/return`, request, READ_REFUSALS),
  );
}
