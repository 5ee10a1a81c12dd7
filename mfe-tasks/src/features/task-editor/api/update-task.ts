import type { Task, TaskInput } from '@tutor/contracts';
import { http } from '@tutor/api-client';

/** PUT /api/tasks/:id: the whole task; questions without an id are new. */
export async function updateTask(id: number, input: TaskInput): Promise<Task> {
  const { data } = await http.put<Task>(`/api/tasks/${id}`, input);
  return data;
}
