import { Injectable } from '@nestjs/common';
import { ScheduledJobs } from '../../scheduling/scheduled-jobs.service';
import { ScheduledSweep } from '../../scheduling/scheduled-sweep';
import { PurchaseRefunds } from './purchase-refunds.service';

/** The job's name among the scheduled jobs (its lease row). */
export const PURCHASE_REFUNDS_SWEEP_JOB = 'marketplace.refunds';
export const PURCHASE_REFUNDS_SWEEP_INTERVAL_MS = 30_000;
/** Refunds per run, the oldest requests first; more wait for the next runs. */
const BATCH = 50;

/**
 * At start and every PURCHASE_REFUNDS_SWEEP_INTERVAL_MS, on one instance at a time:
 * finishes the buyers' refunds an instance stopped in the middle of.
 */
@Injectable()
export class PurchaseRefundSweep extends ScheduledSweep {
  constructor(
    private readonly refunds: PurchaseRefunds,
    scheduled: ScheduledJobs,
  ) {
    super(scheduled, {
      name: PURCHASE_REFUNDS_SWEEP_JOB,
      intervalMs: PURCHASE_REFUNDS_SWEEP_INTERVAL_MS,
      atStart: true,
    });
  }

  protected async sweep(): Promise<void> {
    for (const purchase of await this.refunds.requested(BATCH)) {
      if (this.isStopped) return;
      try {
        await this.refunds.finish(purchase.id);
      } catch (error) {
        this.logger.warn({ err: error, purchaseId: purchase.id }, 'Could not finish a refund');
      }
    }
  }
}
