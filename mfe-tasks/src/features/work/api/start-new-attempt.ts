import type { WorkView } from '@tutor/contracts';
import { http } from '@tutor/api-client';

/** POST /api/works/:id/attempts: a new attempt of a checked work; answers the new work. */
export async function startNewAttempt(workId: number): Promise<WorkView> {
  const { data } = await http.post<WorkView>(`/api/works/${workId}/attempts`, undefined);
  return data;
}
