import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@tutor/ui';
import { getGroups } from '../students/api/get-groups';
import { getStudents } from '../students/api/get-students';
import { useResource } from '../tasks/shared/use-resource';
import { JobList } from './JobList';
import { SendPanel } from './SendPanel';
import { TaskWorksList } from './TaskWorksList';
import { useDispatchJobs } from './use-dispatch-jobs';

interface Props {
  taskId: number;
  /** The saved task's delay_at, proposed as the sending time. */
  delayAt: number | null;
}

/** Below a saved task: sending it, its jobs (kept fresh), and the works it produced. */
export function DispatchSection({ taskId, delayAt }: Props) {
  const { t } = useTranslation('tasks');
  const students = useResource(getStudents, undefined);
  const groups = useResource(getGroups, undefined);
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
        onSent={(job) => jobs.update((current) => [job, ...current.filter((j) => j.id !== job.id)])}
      />
      <ApiErrorAlert error={jobs.error} />
      {jobs.data ? (
        <JobList jobs={jobs.data} groups={groups.data ?? []} onChanged={jobs.reload} />
      ) : (
        <p role="status">{t('common.loading')}</p>
      )}
      <TaskWorksList taskId={taskId} refresh={worksRefresh} />
    </>
  );
}
