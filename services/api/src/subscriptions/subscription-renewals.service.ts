import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, LessThanOrEqual, Not, type Repository } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { AppConfig } from '../config/app-config';
import { Transactions } from '../database/transactions.service';
import { PaymentsService } from '../payments/payments.service';
import { ScheduledJobs } from '../scheduling/scheduled-jobs.service';
import { ScheduledSweep } from '../scheduling/scheduled-sweep';
import { User } from '../users/user.entity';
import { SubscriptionCharge } from './subscription-charge.entity';
import { SubscriptionMails } from './subscription-mails.service';
import { SubscriptionRefunds } from './subscription-refunds.service';
import {
  SUBSCRIPTION_ORDER,
  SubscriptionPaymentOutcomes,
} from './subscription-payment-outcomes.service';
import { REMINDER_BEFORE_MS } from './subscription-periods';
import { Subscription } from './subscription.entity';

/** The job's name among the scheduled jobs (its lease row). */
export const SUBSCRIPTIONS_RENEWAL_JOB = 'subscriptions-renewal';
/** Rows per step and run; more wait for the next run. */
const BATCH = 50;
/**
 * A claimed charge still without a payment this long after it was made was abandoned (its
 * instance died between the claim and asking the provider): minutes past any real start.
 */
export const ABANDONED_CLAIM_MS = 15 * 60_000;

/**
 * Every SUBSCRIPTION_RENEWAL_SWEEP_MS, on one instance at a time (ScheduledJobs), with
 * "now" from the Clock: the reminder mail three days before a renewal charge, the mail
 * of a failed one, the charges due (the saved method, at the plan's price), the refunds
 * due (SubscriptionRefunds), and the end
 * of paid plans whose period or grace is over. Each row is claimed with a conditional
 * UPDATE, so a run that overlaps another does nothing twice.
 */
@Injectable()
export class SubscriptionRenewals extends ScheduledSweep {
  constructor(
    @InjectRepository(Subscription) private readonly rows: Repository<Subscription>,
    @InjectRepository(SubscriptionCharge) private readonly charges: Repository<SubscriptionCharge>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly payments: PaymentsService,
    private readonly outcomes: SubscriptionPaymentOutcomes,
    private readonly mails: SubscriptionMails,
    private readonly refunds: SubscriptionRefunds,
    private readonly transactions: Transactions,
    scheduled: ScheduledJobs,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    super(scheduled, {
      name: SUBSCRIPTIONS_RENEWAL_JOB,
      intervalMs: config.subscriptions.renewalSweepMs,
    });
  }

  protected async sweep(): Promise<void> {
    await this.remind();
    await this.releaseAbandoned();
    await this.charge();
    await this.refunds.refundDue(() => this.isStopped);
    await this.sendNotices();
    await this.end();
  }

  /** The reminder, once per charge: three days (or less, if later) before it. */
  private async remind(): Promise<void> {
    const now = this.clock.now();
    const due = await this.rows.find({
      where: {
        status: 'active',
        paymentMethodId: Not(IsNull()),
        chargingChargeId: IsNull(),
        nextChargeAt: LessThanOrEqual(now + REMINDER_BEFORE_MS),
      },
      take: BATCH,
    });
    for (const row of due) {
      const at = row.nextChargeAt;
      if (at === null || at <= now || row.remindedFor === at || this.isStopped) continue;
      const claim = await this.rows
        .createQueryBuilder()
        .update(Subscription)
        .set({ remindedFor: at })
        .where('id = :id AND next_charge_at = :at', { id: row.id, at })
        .andWhere('(reminded_for IS NULL OR reminded_for <> :at)', { at })
        .execute();
      if (claim.affected === 1) await this.mails.send(row, 'reminder', at);
    }
  }

  /**
   * Claims an instance died holding before the provider could have charged anything (no
   * payment made, or only ones given up): the charge goes and the renewal is due again. A
   * claim whose payment the provider may hold is settled by the payment's outcome instead
   * (the reconcile job, which asks again about a creation its instance did not finish).
   */
  private async releaseAbandoned(): Promise<void> {
    const before = this.clock.now() - ABANDONED_CLAIM_MS;
    const claimed = await this.rows.find({
      where: { chargingChargeId: Not(IsNull()) },
      take: BATCH,
    });
    for (const row of claimed) {
      const chargeId = row.chargingChargeId ?? 0;
      const charge = await this.charges.findOneBy({ id: chargeId });
      if (charge !== null && (charge.createdAt > before || charge.paymentId !== null)) continue;
      if (await this.payments.mayHaveCharged(SUBSCRIPTION_ORDER, chargeId)) continue;
      await this.transactions.run(async (manager) => {
        const released = await manager.update(
          Subscription,
          { id: row.id, chargingChargeId: chargeId },
          { chargingChargeId: null, updatedAt: this.clock.now() },
        );
        if (released.affected === 1)
          await manager.delete(SubscriptionCharge, { id: chargeId, paymentId: IsNull() });
      });
      this.logger.warn({ subscriptionId: row.id, chargeId }, 'Released an abandoned charge');
    }
  }

  /** Charges the saved method of every renewal (or retry) that is due. */
  private async charge(): Promise<void> {
    const now = this.clock.now();
    const due = await this.rows.find({
      where: {
        status: In(['active', 'past_due']),
        paymentMethodId: Not(IsNull()),
        chargingChargeId: IsNull(),
        nextChargeAt: LessThanOrEqual(now),
      },
      order: { nextChargeAt: 'ASC' },
      take: BATCH,
    });
    for (const row of due) {
      if (this.isStopped) return;
      await this.chargeOne(row, now).catch((error: unknown) =>
        this.logger.error({ err: error, subscriptionId: row.id }, 'Renewal charge failed'),
      );
    }
  }

  private async chargeOne(row: Subscription, now: number): Promise<void> {
    const { priceRub } = this.config.subscriptions;
    const charge = await this.charges.save(
      this.charges.create({
        subscriptionId: row.id,
        kind: 'renewal',
        priceKind: 'full',
        amountRub: priceRub,
        paymentId: null,
        status: 'pending',
        createdAt: now,
        settledAt: null,
      }),
    );
    const claim = await this.rows
      .createQueryBuilder()
      .update(Subscription)
      .set({ chargingChargeId: charge.id, updatedAt: now })
      .where('id = :id AND charging_charge_id IS NULL AND next_charge_at = :at', {
        id: row.id,
        at: row.nextChargeAt,
      })
      .andWhere('payment_method_id = :method', { method: row.paymentMethodId })
      .execute();
    if (claim.affected !== 1) {
      await this.charges.delete({ id: charge.id });
      return;
    }
    const teacher = await this.users.findOneByOrFail({ id: row.teacherId });
    try {
      const payment = await this.payments.chargeSaved(
        {
          type: SUBSCRIPTION_ORDER,
          id: charge.id,
          buyerId: teacher.id,
          buyerEmail: teacher.email,
          amountRub: priceRub,
          description: this.mails.description(row),
          returnUrl: `${this.config.appUrl}/settings`,
        },
        row.paymentMethodId ?? '',
      );
      await this.charges.update({ id: charge.id }, { paymentId: payment.id });
    } catch (error) {
      // the provider could not be asked: nothing was charged, it counts as a failure
      this.logger.warn({ err: error, subscriptionId: row.id }, 'Could not charge a saved method');
      await this.transactions.run((manager) =>
        this.outcomes.chargeFailed(charge.id, this.clock.now(), manager),
      );
    }
  }

  /** The mail a failed charge left owed, once. */
  private async sendNotices(): Promise<void> {
    const owed = await this.rows.find({ where: { notice: Not(IsNull()) }, take: BATCH });
    for (const row of owed) {
      if (row.notice === null || this.isStopped) continue;
      const claim = await this.rows.update({ id: row.id, notice: row.notice }, { notice: null });
      if (claim.affected !== 1) continue;
      const at = row.notice === 'failed' ? row.nextChargeAt : row.graceUntil;
      if (at !== null) await this.mails.send(row, row.notice, at);
    }
  }

  /** Paid plans whose period (without autopay) or grace is over fall back to free. */
  private async end(): Promise<void> {
    const now = this.clock.now();
    await this.rows
      .createQueryBuilder()
      .update(Subscription)
      .set({ status: 'free', nextChargeAt: null, remindedFor: null, updatedAt: now })
      .where("status = 'active' AND payment_method_id IS NULL AND charging_charge_id IS NULL")
      .andWhere('paid_until <= :now', { now })
      .execute();
    await this.rows
      .createQueryBuilder()
      .update(Subscription)
      .set({
        status: 'free',
        paymentMethodId: null,
        paymentMethodTitle: null,
        nextChargeAt: null,
        failedCharges: 0,
        graceUntil: null,
        remindedFor: null,
        updatedAt: now,
      })
      .where("status = 'past_due' AND next_charge_at IS NULL AND charging_charge_id IS NULL")
      .andWhere('grace_until <= :now', { now })
      .execute();
  }
}
