import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock.service';
import { ScheduledJobs } from '../scheduling/scheduled-jobs.service';
import { ScheduledSweep } from '../scheduling/scheduled-sweep';
import { Outbox } from './outbox.service';

export const OUTBOX_SWEEP_JOB = 'outbox.deliver';
export const OUTBOX_SWEEP_INTERVAL_MS = 10_000;
/** An event younger than this is still being delivered by the request that saved it. */
export const OUTBOX_GRACE_MS = 5_000;
const BATCH = 100;

/**
 * At start and every OUTBOX_SWEEP_INTERVAL_MS, on one instance at a time: delivers the
 * events an instance saved and then died before delivering (a check's notification, the
 * release of its question comments, a payment's receipt).
 */
@Injectable()
export class OutboxSweep extends ScheduledSweep {
  constructor(
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    scheduled: ScheduledJobs,
  ) {
    super(scheduled, {
      name: OUTBOX_SWEEP_JOB,
      intervalMs: OUTBOX_SWEEP_INTERVAL_MS,
      atStart: true,
    });
  }

  protected async sweep(): Promise<void> {
    // one batch a run: what is left waits for the next run
    await this.outbox.deliverPending(this.clock.now() - OUTBOX_GRACE_MS, BATCH);
  }
}
