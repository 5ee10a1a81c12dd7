import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/lib/query-keys';
import { getCalendar } from '../api/get-calendar';
import { getCheckQueue } from '../api/get-check-queue';
import { getMyWorks } from '../api/get-my-works';

/** The signed-in student's works (asked only when `enabled`). */
export function useMyWorksQuery(enabled = true) {
  return useQuery({ queryKey: queryKeys.myWorks, queryFn: () => getMyWorks(), enabled });
}

/** The signed-in student's works still to do, the earliest deadline first. */
export function useMyTodoQuery() {
  return useQuery({ queryKey: queryKeys.myTodo, queryFn: () => getMyWorks('todo') });
}

/** The deadlines of a period; the previous period stays on screen while the next loads. */
export function useCalendarQuery(range: { from: number; to: number }) {
  return useQuery({
    queryKey: queryKeys.calendar(range.from, range.to),
    queryFn: () => getCalendar(range),
    placeholderData: keepPreviousData,
  });
}

/** A page of the teacher's check queue; the previous page stays on screen while the next loads. */
export function useCheckQueueQuery(query: Parameters<typeof getCheckQueue>[0], key: string) {
  return useQuery({
    queryKey: queryKeys.checkQueue(key),
    queryFn: () => getCheckQueue(query),
    placeholderData: keepPreviousData,
  });
}
