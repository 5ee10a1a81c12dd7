/**
 * Task dispatch job statuses of the spec. The spec leaves 25 vs 26 open; we define:
 * 25 failed after its retries and a teacher's retry may succeed (e.g. the database was
 * down); 26 failed for a reason a retry cannot fix (task deleted, no eligible students).
 */
export const DispatchJobStatus = {
  Planned: 0,
  Queued: 1,
  Running: 2,
  Done: 3,
  Failed: 25,
  FailedPermanently: 26,
} as const;
export type DispatchJobStatus = (typeof DispatchJobStatus)[keyof typeof DispatchJobStatus];

export const DISPATCH_JOB_STATUS_LABEL_KEYS: Readonly<Record<DispatchJobStatus, string>> = {
  [DispatchJobStatus.Planned]: 'dispatch.status.planned',
  [DispatchJobStatus.Queued]: 'dispatch.status.queued',
  [DispatchJobStatus.Running]: 'dispatch.status.running',
  [DispatchJobStatus.Done]: 'dispatch.status.done',
  [DispatchJobStatus.Failed]: 'dispatch.status.failed',
  [DispatchJobStatus.FailedPermanently]: 'dispatch.status.failed_permanently',
};

export function isRetryableDispatchStatus(status: DispatchJobStatus): boolean {
  return status === DispatchJobStatus.Failed;
}
