import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DispatchJob, StudentGroup } from '@tutor/contracts';
import { ActionError } from '@tutor/ui';
import { cancelDispatch } from '../api/cancel-dispatch';
import { retryDispatch } from '../api/retry-dispatch';
import { JobRow } from './JobRow';

interface Props {
  jobs: DispatchJob[];
  groups: StudentGroup[];
  /** Asks for the jobs again after a cancel or retry. */
  onChanged: () => void;
}

/** The task's dispatch jobs. */
export function JobList({ jobs, groups, onChanged }: Props) {
  const { t } = useTranslation('tasks');
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const act = async (jobId: number, call: (id: number) => Promise<void>) => {
    setBusy(jobId);
    setError(null);
    try {
      await call(jobId);
      onChanged();
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="tasks-panel" aria-labelledby="tasks-jobs-title">
      <h2 id="tasks-jobs-title">{t('dispatch.jobs')}</h2>
      <ActionError error={error} />
      {jobs.length === 0 ? (
        <p className="ui-hint">{t('dispatch.no_jobs')}</p>
      ) : (
        <table className="ui-table ui-table-cards">
          <thead>
            <tr>
              <th scope="col">{t('dispatch.whom')}</th>
              <th scope="col">{t('dispatch.status')}</th>
              <th scope="col">{t('dispatch.run_at')}</th>
              <th scope="col">{t('dispatch.works_created')}</th>
              <th scope="col">{t('dispatch.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {jobs.map((job) => (
              <JobRow
                key={job.id}
                job={job}
                groups={groups}
                busy={busy === job.id}
                onCancel={() => void act(job.id, cancelDispatch)}
                onRetry={() => void act(job.id, retryDispatch)}
              />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
