import { apiRequest } from '@tutor/api-client';
import type { TaskSummary } from '@tutor/contracts';
import { TASK_LIST_LIMITS } from '@tutor/contracts';

/** Pages read at most: 2,000 tasks for a picker (the library page searches the rest). */
const PAGES_MAX = 20;

/**
 * GET /api/tasks, every page: all the signed-in teacher's tasks, archived ones too (their
 * works are still checked), newest first, for pickers such as the check queue's filter.
 */
export async function getTasks(): Promise<TaskSummary[]> {
  const tasks: TaskSummary[] = [];
  for (let page = 1; page <= PAGES_MAX; page += 1) {
    const answer = await apiRequest('get', '/api/tasks', {
      query: { status: 'all', page, per_page: TASK_LIST_LIMITS.perPageMax },
    });
    tasks.push(...answer.items);
    if (tasks.length >= answer.total || answer.items.length === 0) break;
  }
  return tasks;
}
