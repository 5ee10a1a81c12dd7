import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../lib/query-keys';
import { getTasks } from '../api/get-tasks';

/** The signed-in teacher's tasks. */
export function useTasksQuery() {
  return useQuery({ queryKey: queryKeys.tasks, queryFn: getTasks });
}
