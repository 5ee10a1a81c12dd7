import type { DispatchJob } from '@tutor/contracts';
import { http } from '@tutor/api-client';

/** GET /api/tasks/:id/dispatches: the task's jobs with their statuses. */
export async function getDispatches(taskId: number): Promise<DispatchJob[]> {
  const { data } = await http.get<DispatchJob[]>(`/api/tasks/${taskId}/dispatches`);
  return data;
}
