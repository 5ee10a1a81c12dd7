import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, LessThanOrEqual, type Repository } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { ScheduledJobs } from '../scheduling/scheduled-jobs.service';
import { ScheduledSweep } from '../scheduling/scheduled-sweep';
import { PaymentSettlement } from './payment-settlement.service';
import { Payment, PaymentStatus } from './payment.entity';

/** The job's name among the scheduled jobs (its lease row). */
export const PAYMENTS_RECONCILE_JOB = 'payments-reconcile';
export const PAYMENTS_RECONCILE_INTERVAL_MS = 30_000;
/** A payment is asked about again once it (and the last question) is this old. */
export const PAYMENTS_RECONCILE_AFTER_MS = 60_000;
/**
 * An attempt still `creating` after this long lost its instance mid-request (a creation
 * with all its retries takes well under a minute): it is given up.
 */
const CREATING_GIVEN_UP_MS = 5 * 60_000;
/** Payments per run, the least recently asked first; more wait for the next runs. */
const BATCH = 50;

/**
 * Every PAYMENTS_RECONCILE_INTERVAL_MS, on one instance at a time (ScheduledJobs): asks the
 * provider again about payments still pending a minute on, so a payment whose notification
 * never came (or came while we were down) is applied anyway.
 */
@Injectable()
export class PaymentsReconciler extends ScheduledSweep {
  constructor(
    @InjectRepository(Payment) private readonly rows: Repository<Payment>,
    private readonly settlement: PaymentSettlement,
    scheduled: ScheduledJobs,
    private readonly clock: Clock,
  ) {
    super(scheduled, { name: PAYMENTS_RECONCILE_JOB, intervalMs: PAYMENTS_RECONCILE_INTERVAL_MS });
  }

  protected async sweep(): Promise<void> {
    const now = this.clock.now();
    await this.rows.update(
      {
        status: PaymentStatus.Creating,
        createdAt: LessThanOrEqual(now - CREATING_GIVEN_UP_MS),
        appliedAt: IsNull(),
      },
      { status: PaymentStatus.Failed, appliedAt: now, updatedAt: now },
    );
    const due = await this.rows.find({
      where: {
        status: In([PaymentStatus.Pending, PaymentStatus.WaitingForCapture]),
        appliedAt: IsNull(),
        createdAt: LessThanOrEqual(now - PAYMENTS_RECONCILE_AFTER_MS),
        checkedAt: LessThanOrEqual(now - PAYMENTS_RECONCILE_AFTER_MS),
      },
      order: { checkedAt: 'ASC', id: 'ASC' },
      take: BATCH,
    });
    for (const payment of due) {
      if (this.isStopped) return;
      try {
        await this.settlement.settle(payment);
      } catch (error) {
        // asked again in a later run (settle marked it checked first)
        this.logger.warn({ err: error, paymentId: payment.id }, 'Could not reconcile a payment');
      }
    }
  }
}
