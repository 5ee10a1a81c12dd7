import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/lib/query-keys';
import { setExcused } from '../api/set-excused';
import { setWeight } from '../api/set-weight';

/**
 * A task's weight and a cell's excuse. The averages are the server's to compute, so each
 * change refetches the grids (every period and subject shows the same task).
 */
export function useJournalChanges() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.grids });
  const weight = useMutation({
    mutationFn: ({ taskId, weight }: { taskId: number; weight: number }) =>
      setWeight(taskId, weight),
    onSuccess: refresh,
  });
  const excuse = useMutation({
    mutationFn: ({
      taskId,
      studentId,
      excused,
    }: {
      taskId: number;
      studentId: number;
      excused: boolean;
    }) => setExcused(taskId, studentId, excused),
    onSuccess: refresh,
  });
  return { weight, excuse };
}
