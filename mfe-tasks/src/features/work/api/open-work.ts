import type { WorkView } from '@tutor/contracts';
import { http } from '@tutor/api-client';

/** POST /api/works/:id/open: the teacher starts checking; status 1/2 → 3. */
export async function openWork(workId: number): Promise<WorkView> {
  const { data } = await http.post<WorkView>(`/api/works/${workId}/open`, undefined);
  return data;
}
