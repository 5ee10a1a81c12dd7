import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/lib/query-keys';
import { archiveTask } from '../api/archive-task';
import { duplicateTask } from '../api/duplicate-task';
import { getTaskPage, type TaskPageQuery } from '../api/get-task-page';
import { unarchiveTask } from '../api/unarchive-task';

/** One page of the library; the page shown stays while the next one loads. */
export function useTaskPageQuery(query: TaskPageQuery) {
  return useQuery({
    queryKey: [...queryKeys.taskLibrary, query] as const,
    queryFn: () => getTaskPage(query),
    placeholderData: keepPreviousData,
  });
}

/** Duplicate, archive and unarchive a task; each refreshes every task list. */
export function useTaskActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.tasks });
  return {
    duplicate: useMutation({ mutationFn: duplicateTask, onSuccess: refresh }),
    archive: useMutation({ mutationFn: archiveTask, onSuccess: refresh }),
    unarchive: useMutation({ mutationFn: unarchiveTask, onSuccess: refresh }),
  };
}
