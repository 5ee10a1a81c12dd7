import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, LessThanOrEqual, type Repository } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { ScheduledJobs } from '../scheduling/scheduled-jobs.service';
import { ScheduledSweep } from '../scheduling/scheduled-sweep';
import { PaymentSettlement } from './payment-settlement.service';
import { Payment, PaymentStatus } from './payment.entity';
import { PaymentsService } from './payments.service';

/** The job's name among the scheduled jobs (its lease row). */
export const PAYMENTS_RECONCILE_JOB = 'payments-reconcile';
export const PAYMENTS_RECONCILE_INTERVAL_MS = 30_000;
/** A payment is asked about again once it (and the last question) is this old. */
export const PAYMENTS_RECONCILE_AFTER_MS = 60_000;
/**
 * A payment still `creating` after this long lost its instance mid-request (a creation
 * with all its retries takes well under a minute): the provider is asked again with the
 * kept request, or, none kept, the provider was never asked and it is given up.
 */
export const CREATING_ASKED_AGAIN_MS = 5 * 60_000;
/**
 * How long the provider answers an idempotence key with the payment it made (YooKassa: 24
 * hours). A creation unanswered this long is given up: asked again, it would be a new one.
 */
const IDEMPOTENCE_KEY_LIFETIME_MS = 24 * 60 * 60_000;
/** Payments per run, the least recently asked first; more wait for the next runs. */
const BATCH = 50;

/**
 * Every PAYMENTS_RECONCILE_INTERVAL_MS, on one instance at a time (ScheduledJobs): asks the
 * provider again about payments still unapplied a minute on, so a payment whose
 * notification never came (or came while we were down) is applied anyway; and about
 * creations an instance died in the middle of, so a charge the provider made is applied
 * too.
 */
@Injectable()
export class PaymentsReconciler extends ScheduledSweep {
  constructor(
    @InjectRepository(Payment) private readonly rows: Repository<Payment>,
    private readonly settlement: PaymentSettlement,
    private readonly payments: PaymentsService,
    scheduled: ScheduledJobs,
    private readonly clock: Clock,
  ) {
    super(scheduled, { name: PAYMENTS_RECONCILE_JOB, intervalMs: PAYMENTS_RECONCILE_INTERVAL_MS });
  }

  protected async sweep(): Promise<void> {
    const now = this.clock.now();
    await this.resumeCreations(now);
    const due = await this.rows.find({
      where: {
        // a final answer stored is applied too: its instance may have died before applying it
        status: In([
          PaymentStatus.Pending,
          PaymentStatus.WaitingForCapture,
          PaymentStatus.Succeeded,
          PaymentStatus.Canceled,
        ]),
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

  /** Creations their instances did not finish: asked again, or given up (see above). */
  private async resumeCreations(now: number): Promise<void> {
    // given up: unanswered past the key's lifetime, or never sent (no request kept)
    await this.rows
      .createQueryBuilder()
      .update(Payment)
      .set({ status: PaymentStatus.Failed, appliedAt: now, updatedAt: now })
      .where('status = :creating AND applied_at IS NULL', { creating: PaymentStatus.Creating })
      .andWhere('(created_at <= :expired OR (created_at <= :stale AND creation_request IS NULL))', {
        expired: now - IDEMPOTENCE_KEY_LIFETIME_MS,
        stale: now - CREATING_ASKED_AGAIN_MS,
      })
      .execute();
    const unfinished = await this.rows.find({
      where: {
        status: PaymentStatus.Creating,
        appliedAt: IsNull(),
        createdAt: LessThanOrEqual(now - CREATING_ASKED_AGAIN_MS),
      },
      order: { id: 'ASC' },
      take: BATCH,
    });
    for (const payment of unfinished) {
      if (this.isStopped) return;
      try {
        await this.payments.resumeCreation(payment);
      } catch (error) {
        this.logger.warn(
          { err: error, paymentId: payment.id },
          'Could not ask again about a payment',
        );
      }
    }
  }
}
