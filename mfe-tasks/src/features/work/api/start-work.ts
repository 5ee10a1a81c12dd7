import type { WorkView } from '@tutor/contracts';
import { http } from '@tutor/api-client';

/** POST /api/works/:id/start: the student opens a new work; the timer starts. */
export async function startWork(workId: number): Promise<WorkView> {
  const { data } = await http.post<WorkView>(`/api/works/${workId}/start`, undefined);
  return data;
}
