import { useEffect } from 'react';
import { DispatchJobStatus, type DispatchJob } from '@tutor/contracts';
import { useResource, type Resource } from '../tasks/shared/use-resource';
import { getDispatches } from './api/get-dispatches';

export const POLL_MS = 2000;

const UNFINISHED: readonly DispatchJobStatus[] = [
  DispatchJobStatus.Planned,
  DispatchJobStatus.Queued,
  DispatchJobStatus.Running,
];

export const isUnfinished = (job: DispatchJob): boolean => UNFINISHED.includes(job.status);

/** The task's jobs, asked again every 2 s while any of them is planned, queued or running. */
export function useDispatchJobs(taskId: number): Resource<DispatchJob[]> {
  const jobs = useResource(getDispatches, taskId);
  const polling = jobs.data?.some(isUnfinished) ?? false;
  const { reload, settled } = jobs;
  useEffect(() => {
    if (!polling) return;
    const timer = setTimeout(reload, POLL_MS);
    return () => clearTimeout(timer);
  }, [polling, settled, reload]);
  return jobs;
}
