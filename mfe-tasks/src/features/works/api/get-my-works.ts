import type { WorkSummary } from '@tutor/contracts';
import { http } from '@tutor/api-client';

/** GET /api/works: the signed-in student's works. */
export async function getMyWorks(): Promise<WorkSummary[]> {
  const { data } = await http.get<WorkSummary[]>('/api/works');
  return data;
}
