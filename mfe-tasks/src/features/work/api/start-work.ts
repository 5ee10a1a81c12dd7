import type { WorkView } from '@tutor/contracts';
import { http } from '@tutor/api-client';
import { READ_REFUSALS, unlessRefused } from './refusal';

/** POST /api/works/:id/start: the student opens a new work; the timer starts. */
export async function startWork(workId: number): Promise<WorkView> {
  return unlessRefused<WorkView>(
    await http.post(`/api/works/${workId}/start`, undefined, READ_REFUSALS),
  );
}
