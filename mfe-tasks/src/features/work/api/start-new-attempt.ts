import type { WorkView } from '@tutor/contracts';
import { http } from '@tutor/api-client';
import { READ_REFUSALS, unlessRefused } from './refusal';

/** POST /api/works/:id/attempts: a new attempt of a checked work; answers the new work. */
export async function startNewAttempt(workId: number): Promise<WorkView> {
  return unlessRefused<WorkView>(
    await http.post(`/api/works/${workId}/attempts`, undefined, READ_REFUSALS),
  );
}
