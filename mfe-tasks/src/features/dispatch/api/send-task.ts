import type { DispatchJob, DispatchRequest } from '@tutor/contracts';
import { http } from '@tutor/api-client';

/** POST /api/tasks/:id/dispatches: a job that sends the task now or at delay_at. */
export async function sendTask(taskId: number, request: DispatchRequest): Promise<DispatchJob> {
  const { data } = await http.post<DispatchJob>(`/api/tasks/${taskId}/dispatches`, request);
  return data;
}
