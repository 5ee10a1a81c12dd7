import type { WorkView } from '@tutor/contracts';
import { http } from '@tutor/api-client';
import { READ_REFUSALS, unlessRefused } from './refusal';

/** POST /api/works/:id/open: the teacher starts checking; status 1/2 → 3. */
export async function openWork(workId: number): Promise<WorkView> {
  return unlessRefused<WorkView>(
    await http.post(`/api/works/${workId}/open`, undefined, READ_REFUSALS),
  );
}
