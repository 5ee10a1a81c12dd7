import { QueryStatus } from '@tutor/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { DispatchJob } from '@tutor/contracts';
import { useGroupsQuery, useStudentsQuery } from '../../../../shared/hooks/use-students-query';
import { queryKeys } from '../../../../shared/lib/query-keys';
import { JobList } from './JobList';
import { SendPanel } from './SendPanel';
import { TaskWorksList } from './TaskWorksList';
import { useDispatchJobs } from '../hooks/use-dispatch-jobs';

interface Props {
  taskId: number;
  /** The saved task's delay_at, proposed as the sending time. */
  delayAt: number | null;
  /** The saved task's only_new: it already goes to students who join later. */
  onlyNew: boolean;
}

/** Below a saved task: sending it, its jobs (kept fresh), and the works it produced. */
export function DispatchSection({ taskId, delayAt, onlyNew }: Props) {
  const client = useQueryClient();
  const students = useStudentsQuery();
  const groups = useGroupsQuery();
  const jobs = useDispatchJobs(taskId);
  // /tasks/:id?student=<id> (from the student's page): that student is chosen to send to.
  const [params] = useSearchParams();
  const wanted = Number(params.get('student'));
  const preselect = Number.isSafeInteger(wanted) && wanted > 0 ? wanted : null;
  // the panel starts once the students are known when it is to choose one of them
  const ready = preselect === null || students.data !== undefined;
  const list = jobs.data ?? [];
  // New works appear when a job finishes or creates more of them.
  const worksRefresh = list.map((job) => `${job.id}:${job.status}:${job.works_created}`).join(',');
  return (
    <>
      <QueryStatus query={[students, groups]} loading={null} />
      <SendPanel
        key={String(ready)}
        preselect={preselect}
        noStudents={students.data?.length === 0}
        taskId={taskId}
        students={students.data ?? []}
        groups={groups.data ?? []}
        delayAt={delayAt}
        onlyNew={onlyNew}
        onSent={(job) => {
          client.setQueryData<DispatchJob[]>(queryKeys.dispatches(taskId), (current) =>
            current ? [job, ...current.filter((j) => j.id !== job.id)] : current,
          );
          // The job runs on the server: ask for the list (and the task's only_new) again.
          void client.invalidateQueries({ queryKey: queryKeys.dispatches(taskId) });
          void client.invalidateQueries({ queryKey: queryKeys.task(taskId), exact: true });
        }}
      />
      <QueryStatus query={jobs} />
      {jobs.data ? (
        <JobList
          jobs={jobs.data}
          groups={groups.data ?? []}
          onChanged={() => void jobs.refetch()}
        />
      ) : null}
      <TaskWorksList taskId={taskId} refresh={worksRefresh} />
    </>
  );
}
