import {
  TASK_LIST_SORTS,
  TASK_LIST_STATUS_FILTERS,
  type TaskListSort,
  type TaskListStatusFilter,
} from '@tutor/contracts';
import type { TaskPageQuery } from '../api/get-task-page';

/**
 * The library's search, filters, sort and page live in the address (`?q=&subject=&status=
 * &from=&to=&sort=&page=`), so a reload, a link and the back button keep them. Dates are
 * the teacher's calendar days (YYYY-MM-DD); the API gets the moments they begin and end.
 */
export const LIBRARY_PARAMS = ['q', 'subject', 'status', 'from', 'to', 'sort', 'page'] as const;
export type LibraryParam = (typeof LIBRARY_PARAMS)[number];

export interface LibraryState {
  q: string;
  subject: number | undefined;
  status: TaskListStatusFilter | undefined;
  from: string;
  to: string;
  sort: TaskListSort;
  page: number;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function positive(value: string | null): number | undefined {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : undefined;
}

/** Midnight at the start of a YYYY-MM-DD day in the browser's time zone; none if invalid. */
export function dayStart(day: string, plusDays = 0): number | undefined {
  const match = DAY.exec(day);
  if (match === null) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const moment = new Date(year, month - 1, date + plusDays);
  const valid = moment.getFullYear() >= 1970 && new Date(year, month - 1, date).getDate() === date;
  return valid ? moment.getTime() : undefined;
}

const validDay = (value: string | null): string =>
  value !== null && dayStart(value) !== undefined ? value : '';

export function readLibraryState(params: URLSearchParams): LibraryState {
  const status = params.get('status');
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    subject: positive(params.get('subject')),
    status: TASK_LIST_STATUS_FILTERS.find((value) => value === status),
    from: validDay(params.get('from')),
    to: validDay(params.get('to')),
    sort: TASK_LIST_SORTS.find((value) => value === sort) ?? 'newest',
    page: positive(params.get('page')) ?? 1,
  };
}

/** Whether any search or filter narrows the list (the sort and page do not). */
export function isFiltered(state: LibraryState): boolean {
  return (
    state.q.trim() !== '' ||
    state.subject !== undefined ||
    state.status !== undefined ||
    state.from !== '' ||
    state.to !== ''
  );
}

/** GET /api/tasks's query for the state; `to` is the end of its day. */
export function toTaskPageQuery(state: LibraryState): TaskPageQuery {
  const query: TaskPageQuery = { sort: state.sort, page: state.page };
  if (state.q.trim() !== '') query.q = state.q.trim();
  if (state.subject !== undefined) query.subject_id = state.subject;
  if (state.status !== undefined) query.status = state.status;
  const from = dayStart(state.from);
  let to = dayStart(state.to, 1);
  if (from !== undefined && to !== undefined && to < from) to = undefined;
  if (from !== undefined) query.from = from;
  if (to !== undefined) query.to = to;
  return query;
}

/** The address after one change: a new filter starts from page 1; defaults leave it. */
export function withParam(
  params: URLSearchParams,
  name: LibraryParam,
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const isDefault = value === '' || (name === 'sort' && value === 'newest');
  if (isDefault || (name === 'page' && value === '1')) next.delete(name);
  else next.set(name, value);
  if (name !== 'page') next.delete('page');
  return next;
}

/** The address without search and filters (the sort stays). */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  const sort = params.get('sort');
  if (sort !== null) next.set('sort', sort);
  return next;
}
