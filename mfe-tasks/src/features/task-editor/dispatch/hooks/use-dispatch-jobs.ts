import { useQuery } from '@tanstack/react-query';
import { DispatchJobStatus, type DispatchJob } from '@tutor/contracts';
import { queryKeys } from '../../../../shared/lib/query-keys';
import { getDispatches } from '../api/get-dispatches';

export const POLL_MS = 2000;

const UNFINISHED: readonly DispatchJobStatus[] = [
  DispatchJobStatus.Planned,
  DispatchJobStatus.Queued,
  DispatchJobStatus.Running,
];

export const isUnfinished = (job: DispatchJob): boolean => UNFINISHED.includes(job.status);

/** The task's jobs, asked again every 2 s while any of them is planned, queued or running. */
export function useDispatchJobs(taskId: number) {
  return useQuery({
    queryKey: queryKeys.dispatches(taskId),
    queryFn: () => getDispatches(taskId),
    refetchInterval: (query) => (query.state.data?.some(isUnfinished) ? POLL_MS : false),
  });
}
