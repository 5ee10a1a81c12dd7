import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@tutor/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { DispatchJob } from '@tutor/contracts';
import { useGroupsQuery, useStudentsQuery } from '../../students/hooks/use-students-query';
import { queryKeys } from '../../../shared/lib/query-keys';
import { JobList } from './JobList';
import { SendPanel } from './SendPanel';
import { TaskWorksList } from './TaskWorksList';
import { useDispatchJobs } from '../hooks/use-dispatch-jobs';

interface Props {
  taskId: number;
  /** The saved task's delay_at, proposed as the sending time. */
  delayAt: number | null;
}

/** Below a saved task: sending it, its jobs (kept fresh), and the works it produced. */
export function DispatchSection({ taskId, delayAt }: Props) {
  const { t } = useTranslation('tasks');
  const client = useQueryClient();
  const students = useStudentsQuery();
  const groups = useGroupsQuery();
  const jobs = useDispatchJobs(taskId);
  const list = jobs.data ?? [];
  // New works appear when a job finishes or creates more of them.
  const worksRefresh = list.map((job) => `${job.id}:${job.status}:${job.works_created}`).join(',');
  return (
    <>
      <ApiErrorAlert error={students.error ?? groups.error} />
      <SendPanel
        key={String(delayAt)}
        taskId={taskId}
        students={students.data ?? []}
        groups={groups.data ?? []}
        delayAt={delayAt}
        onSent={(job) =>
          client.setQueryData<DispatchJob[]>(queryKeys.dispatches(taskId), (current) =>
            current ? [job, ...current.filter((j) => j.id !== job.id)] : current,
          )
        }
      />
      <ApiErrorAlert error={jobs.error} />
      {jobs.data ? (
        <JobList
          jobs={jobs.data}
          groups={groups.data ?? []}
          onChanged={() => void jobs.refetch()}
        />
      ) : (
        <p role="status">{t('common.loading')}</p>
      )}
      <TaskWorksList taskId={taskId} refresh={worksRefresh} />
    </>
  );
}
