import type { CheckQueueItem } from '@tutor/contracts';
import { http } from '@tutor/api-client';

/** GET /api/tasks/:id/works: the works the task produced, for the teacher. */
export async function getTaskWorks(taskId: number): Promise<CheckQueueItem[]> {
  const { data } = await http.get<CheckQueueItem[]>(`/api/tasks/${taskId}/works`);
  return data;
}
