import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/lib/query-keys';
import { getTask } from '../api/get-task';

/** One of the teacher's tasks, for its editor. */
export function useTaskQuery(id: number) {
  return useQuery({ queryKey: queryKeys.task(id), queryFn: () => getTask(id) });
}
