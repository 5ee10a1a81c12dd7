import { DispatchJobStatus, isRetryableDispatchStatus } from './dispatch-job-status';
import { WORK_STATUS_LABEL_KEYS, WorkStatus } from './work-status';

describe('work status labels', () => {
  it('labels every status 0..4 and lets 1 and 2 share "awaiting check"', () => {
    expect(Object.keys(WORK_STATUS_LABEL_KEYS).map(Number)).toEqual([0, 1, 2, 3, 4]);
    expect(WORK_STATUS_LABEL_KEYS[WorkStatus.Submitted]).toBe(
      WORK_STATUS_LABEL_KEYS[WorkStatus.Resubmitted],
    );
  });
});

describe('dispatch job statuses', () => {
  it('has the spec values 0, 1, 2, 3, 25 and 26', () => {
    expect(Object.values(DispatchJobStatus).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 25, 26]);
  });

  it('lets a teacher retry 25 but not 26', () => {
    expect(isRetryableDispatchStatus(DispatchJobStatus.Failed)).toBe(true);
    expect(isRetryableDispatchStatus(DispatchJobStatus.FailedPermanently)).toBe(false);
  });
});
