import { useTranslation } from 'react-i18next';
import {
  DISPATCH_JOB_STATUS_LABEL_KEYS,
  DispatchErrorKey,
  DispatchJobStatus,
  isRetryableDispatchStatus,
  type DispatchJob,
  type StudentGroup,
} from '@tutor/contracts';
import { Button } from '@tutor/ui';
import { formatDateTime } from '../../../shared/lib/dates';

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
  return (
    <tr>
      <td>{whom(t, job, groups)}</td>
      <td>
        {t(DISPATCH_JOB_STATUS_LABEL_KEYS[job.status], { ns: 'translation' })}
        {errorText ? <div className="ui-hint">{errorText}</div> : null}
      </td>
      <td>{formatDateTime(job.run_at)}</td>
      <td>{job.works_created}</td>
      <td>
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
      </td>
    </tr>
  );
}
