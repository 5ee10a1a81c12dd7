import { named, oneOfValues } from './schema';

/**
 * The teacher's task library (GET /api/tasks): search, filters, sort and pages. A task is
 * a draft until it is first sent (it has a dispatch job: planned, running or done),
 * archived while `archived_at` is set (whatever it was before).
 */
export const TaskLibraryStatus = {
  Draft: 'draft',
  Sent: 'sent',
  Archived: 'archived',
} as const;
export type TaskLibraryStatus = (typeof TaskLibraryStatus)[keyof typeof TaskLibraryStatus];
export const TASK_LIBRARY_STATUSES: readonly TaskLibraryStatus[] = Object.values(TaskLibraryStatus);
export const TaskLibraryStatusSchema = named(
  'TaskLibraryStatus',
  oneOfValues(TASK_LIBRARY_STATUSES),
);

/**
 * The `status` filter: one status, `all` (archived included, for pickers such as the check
 * queue's task filter) or none given: every task that is not archived.
 */
export const TASK_LIST_STATUS_FILTERS = [...TASK_LIBRARY_STATUSES, 'all'] as const;
export type TaskListStatusFilter = (typeof TASK_LIST_STATUS_FILTERS)[number];

/** newest / oldest: by creation; title: A to Я; deadline: soonest first, none last. */
export const TASK_LIST_SORTS = ['newest', 'oldest', 'title', 'deadline'] as const;
export type TaskListSort = (typeof TASK_LIST_SORTS)[number];

export const TASKS_PER_PAGE = 20;
export const TASK_LIST_LIMITS = { queryMax: 200, perPageMax: 100 } as const;

/**
 * GET /api/tasks query. `from` and `to` bound the creation moment (epoch ms): from ≤
 * created_at < to; the page sends the start of the first day and of the day after the last.
 */
export interface TaskListQuery {
  q?: string;
  subject_id?: number;
  status?: TaskListStatusFilter;
  from?: number;
  to?: number;
  sort?: TaskListSort;
  page?: number;
  per_page?: number;
}

/** POST /api/subjects/starter: the names of the starter subjects the teacher chose. */
export interface StarterSubjectsInput {
  names: string[];
}
export const STARTER_SUBJECTS_MAX = 20;
