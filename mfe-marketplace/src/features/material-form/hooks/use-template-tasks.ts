import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/lib/query-keys';
import { getTask } from '../api/get-task';
import { getTasks } from '../api/get-tasks';

/** The teacher's tasks, to choose the material's template from. */
export function useTasksQuery() {
  return useQuery({ queryKey: queryKeys.tasks, queryFn: getTasks });
}

/** The chosen template task with its questions (nothing while none is chosen). */
export function useTaskQuery(id: number | null) {
  return useQuery({
    queryKey: queryKeys.task(id ?? 0),
    queryFn: () => getTask(id ?? 0),
    enabled: id !== null,
  });
}
