import { apiRequest } from '@tutor/api-client';
import { TASK_LIST_LIMITS, type TaskSummary } from '@tutor/contracts';

/** Pages read at most: 2,000 tasks for the template select. */
const PAGES_MAX = 20;

/** GET /api/tasks, every page: the signed-in teacher's tasks (the template select). */
export async function getTasks(): Promise<TaskSummary[]> {
  const tasks: TaskSummary[] = [];
  for (let page = 1; page <= PAGES_MAX; page += 1) {
    const answer = await apiRequest('get', '/api/tasks', {
      query: { page, per_page: TASK_LIST_LIMITS.perPageMax },
    });
    tasks.push(...answer.items);
    if (tasks.length >= answer.total || answer.items.length === 0) break;
  }
  return tasks;
}
