import { WORK_STATUS_IN_PROGRESS_KEY, WORK_STATUS_LABEL_KEYS, WorkStatus } from '@tutor/contracts';

/** The spec's status label key; a started draft reads "in progress". */
export function statusLabelKey(status: WorkStatus, startedAt: number | null): string {
  return status === WorkStatus.Draft && startedAt !== null
    ? WORK_STATUS_IN_PROGRESS_KEY
    : WORK_STATUS_LABEL_KEYS[status];
}
