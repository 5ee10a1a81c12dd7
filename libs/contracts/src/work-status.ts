import { named, oneOfValues } from './schema';

/** Work statuses 0..4 of the spec, section 4. */
export const WorkStatus = {
  Draft: 0,
  Submitted: 1,
  Resubmitted: 2,
  BeingChecked: 3,
  Checked: 4,
} as const;
export type WorkStatus = (typeof WorkStatus)[keyof typeof WorkStatus];

export const WorkStatusSchema = named('WorkStatus', oneOfValues(Object.values(WorkStatus)));

/** i18n keys of the spec's labels; 1 and 2 share "awaiting check". */
export const WORK_STATUS_LABEL_KEYS: Readonly<Record<WorkStatus, string>> = {
  [WorkStatus.Draft]: 'work.status.draft',
  [WorkStatus.Submitted]: 'work.status.awaiting_check',
  [WorkStatus.Resubmitted]: 'work.status.awaiting_check',
  [WorkStatus.BeingChecked]: 'work.status.being_checked',
  [WorkStatus.Checked]: 'work.status.checked',
};

/** A draft the teacher sent back for rework: not a fresh draft, whatever list shows it. */
export const WORK_RETURNED_LABEL_KEY = 'work.status.returned';

/**
 * The one label of a status, the same in every list and page. `returned` (sent back for
 * rework and not submitted again) turns a draft's label into "returned for rework".
 */
export function workStatusLabelKey(status: WorkStatus, returned = false): string {
  return returned && status === WorkStatus.Draft
    ? WORK_RETURNED_LABEL_KEY
    : WORK_STATUS_LABEL_KEYS[status];
}
