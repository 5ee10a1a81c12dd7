import type { Task } from '@tutor/contracts';
import { http } from '@tutor/api-client';

/** GET /api/tasks/:id: the teacher's own task with its questions. */
export async function getTask(id: number): Promise<Task> {
  const { data } = await http.get<Task>(`/api/tasks/${id}`);
  return data;
}
