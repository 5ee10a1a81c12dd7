import type { TaskSummary } from '@tutor/contracts';
import { http } from '@tutor/api-client';

/** GET /api/tasks: the signed-in teacher's tasks. */
export async function getTasks(): Promise<TaskSummary[]> {
  const { data } = await http.get<TaskSummary[]>('/api/tasks');
  return data;
}
