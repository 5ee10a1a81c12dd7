import type { Task, TaskInput } from '@tutor/contracts';
import { http } from '@tutor/api-client';

/** POST /api/tasks */
export async function createTask(input: TaskInput): Promise<Task> {
  const { data } = await http.post<Task>('/api/tasks', input);
  return data;
}
