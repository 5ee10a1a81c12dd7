import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@tutor/i18n';
import {
  DISPATCH_JOB_STATUS_LABEL_KEYS,
  DispatchErrorKey,
  DispatchJobStatus,
  isRetryableDispatchStatus,
  type DispatchJob,
  type StudentGroup,
} from '@tutor/contracts';
import { Button } from '@tutor/ui';

interface Props {
  job: DispatchJob;
  groups: StudentGroup[];
  busy: boolean;
  onCancel: () => void;
  onRetry: () => void;
}

type Translate = ReturnType<typeof useTranslation<'tasks'>>['t'];

function whom(t: Translate, { target }: DispatchJob, groups: StudentGroup[]): string {
  switch (target.kind) {
    case 'all':
      return t('dispatch.target_all');
    case 'group': {
      const group = groups.find((item) => item.id === target.group_id);
      return group
        ? t('dispatch.target_group', { name: group.name })
        : t('dispatch.target_group_unknown');
    }
    case 'students':
      return t('dispatch.target_students', { count: target.student_ids.length });
    case 'joined':
      return t('dispatch.target_joined', { count: target.student_ids.length });
  }
}

/** One job: whom, status (and why it failed), when it runs, works made; cancel or retry. */
export function JobRow({ job, groups, busy, onCancel, onRetry }: Props) {
  const { t } = useTranslation('tasks');
  const unexpected = t(DispatchErrorKey.Unexpected, { ns: 'translation' });
  const errorText =
    job.error_key === null
      ? null
      : t(job.error_key, { ns: 'translation', defaultValue: unexpected });
  const note =
    errorText ??
    (job.status === DispatchJobStatus.Done && job.works_created === 0
      ? t('dispatch.done_nobody')
      : null);
  return (
    <tr>
      <td data-label={t('dispatch.whom')}>{whom(t, job, groups)}</td>
      <td data-label={t('dispatch.status')}>
        <span>
          {t(DISPATCH_JOB_STATUS_LABEL_KEYS[job.status], { ns: 'translation' })}
          {note ? <span className="ui-hint tasks-note">{note}</span> : null}
        </span>
      </td>
      <td data-label={t('dispatch.run_at')}>{formatDateTime(job.run_at)}</td>
      <td data-label={t('dispatch.works_created')}>{job.works_created}</td>
      <td data-label={t('dispatch.actions')}>
        <span className="tasks-cell-actions">
          {job.status === DispatchJobStatus.Planned ? (
            <Button variant="secondary" busy={busy} onClick={onCancel}>
              {t('dispatch.cancel')}
            </Button>
          ) : null}
          {isRetryableDispatchStatus(job.status) ? (
            <Button variant="secondary" busy={busy} onClick={onRetry}>
              {t('dispatch.retry')}
            </Button>
          ) : null}
        </span>
      </td>
    </tr>
  );
}
