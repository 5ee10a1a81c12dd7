import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Not, type EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { MailEvents, type MailEvent } from '../mail/mail.events';
import { PaymentOutcomeRoutes } from '../payments/payment-outcome-routes.service';
import { PaymentReturnItems } from '../payments/payment-return-items.service';
import {
  PaymentOutcomes,
  type PaymentOrderRef,
  type PaymentView,
} from '../payments/payment-outcomes';
import { ReferralRewards } from './referral-rewards.service';
import { SubscriptionCharge } from './subscription-charge.entity';
import { DAY_MS, addMonths, retryAt } from './subscription-periods';
import { Subscription } from './subscription.entity';

/** The order type of a subscription charge's payments. */
export const SUBSCRIPTION_ORDER = 'subscription';

/**
 * A subscription charge's payment ended (called once, in the payment's transaction; see
 * PaymentOutcomes). Paid: a month more of the paid plan, the saved method kept for
 * autopay, the referrer rewarded on the first full-price payment. Not paid: a first
 * payment may simply be tried again; a renewal is retried (three times over seven days),
 * then the grace period runs.
 */
@Injectable()
export class SubscriptionPaymentOutcomes extends PaymentOutcomes implements OnModuleInit {
  constructor(
    private readonly routes: PaymentOutcomeRoutes,
    private readonly returnItems: PaymentReturnItems,
    private readonly rewards: ReferralRewards,
    private readonly config: AppConfig,
    private readonly mailEvents: MailEvents,
  ) {
    super();
  }

  onModuleInit(): void {
    this.routes.register(SUBSCRIPTION_ORDER, this);
    // a charge pays for a month of the paid plan, whichever charge it is
    this.returnItems.register(SUBSCRIPTION_ORDER, () =>
      Promise.resolve({ item: 'plan', material: null }),
    );
  }

  async succeeded(
    order: PaymentOrderRef,
    payment: PaymentView,
    manager: EntityManager,
  ): Promise<void> {
    const now = payment.appliedAt ?? Date.now();
    await this.mailEvents.record(manager, paidEvent(order, payment), receiptKey(payment));
    if (!(await this.takesItsPrice(order.id, manager))) {
      // the referral month was taken by another payment: refunded by the renewal job
      await this.settle(order.id, 'refund_due', now, manager, payment.id);
      return;
    }
    const charge = await this.settle(order.id, 'succeeded', now, manager);
    const row = await manager.findOneByOrFail(Subscription, { id: charge.subscriptionId });
    const from =
      charge.kind === 'renewal' ? (row.paidUntil ?? now) : Math.max(now, row.paidUntil ?? 0);
    const paidUntil = addMonths(from, 1);
    const methodId =
      charge.kind === 'first' ? (payment.savedMethod?.id ?? null) : row.paymentMethodId;
    const methodTitle =
      charge.kind === 'first' ? (payment.savedMethod?.title ?? null) : row.paymentMethodTitle;
    await manager.update(
      Subscription,
      { id: row.id },
      {
        status: 'active',
        paidUntil,
        nextChargeAt: methodId === null ? null : paidUntil,
        paymentMethodId: methodId,
        paymentMethodTitle: methodTitle,
        failedCharges: 0,
        graceUntil: null,
        remindedFor: null,
        notice: null,
        ...(row.chargingChargeId === charge.id ? { chargingChargeId: null } : {}),
        updatedAt: now,
      },
    );
    if (charge.priceKind === 'full') await this.rewards.rewardFor(row.teacherId, now, manager);
  }

  /** A paid month: the teacher's receipt (the listener skips a payment refunded instead). */
  override async afterCommit(order: PaymentOrderRef, payment: PaymentView): Promise<void> {
    if (payment.status !== 'succeeded') return;
    await this.mailEvents.deliverKeyed(receiptKey(payment), paidEvent(order, payment));
  }

  async canceled(
    order: PaymentOrderRef,
    payment: PaymentView,
    manager: EntityManager,
  ): Promise<void> {
    await this.chargeFailed(order.id, payment.appliedAt ?? Date.now(), manager);
  }

  /**
   * A charge that did not go through (its payment canceled, or the provider could not be
   * asked at all). A renewal's failure schedules the next retry or, none left, the grace.
   */
  async chargeFailed(chargeId: number, now: number, manager: EntityManager): Promise<void> {
    const charge = await this.settle(chargeId, 'failed', now, manager);
    if (charge.kind !== 'renewal' || charge.status !== 'failed') return;
    const row = await manager.findOneByOrFail(Subscription, { id: charge.subscriptionId });
    if (row.chargingChargeId !== charge.id) return;
    const failed = row.failedCharges + 1;
    const next = retryAt(row.paidUntil ?? now, failed);
    // autopay turned off meanwhile: no retry, the grace period only
    const retrying = next !== undefined && row.paymentMethodId !== null;
    await manager.update(
      Subscription,
      { id: row.id },
      {
        status: 'past_due',
        failedCharges: failed,
        chargingChargeId: null,
        nextChargeAt: retrying ? next : null,
        graceUntil: retrying
          ? null
          : (row.graceUntil ?? now + this.config.subscriptions.graceDays * DAY_MS),
        notice: retrying ? 'failed' : 'last_failed',
        updatedAt: now,
      },
    );
  }

  /**
   * Whether a paid charge gets what it was priced for: a referral-priced one only if it is
   * the teacher's first paid month, decided here, when it is paid. The conditional UPDATE
   * of `referral_charge_id` lets one of two such payments through, even at once (the
   * second waits for the first's row lock on PostgreSQL, then finds it taken).
   */
  private async takesItsPrice(chargeId: number, manager: EntityManager): Promise<boolean> {
    const charge = await manager.findOneByOrFail(SubscriptionCharge, { id: chargeId });
    if (charge.priceKind !== 'referral') return true;
    const paidBefore = await manager.existsBy(SubscriptionCharge, {
      subscriptionId: charge.subscriptionId,
      status: 'succeeded',
      id: Not(charge.id),
    });
    if (paidBefore) return false;
    const claim = await manager
      .createQueryBuilder()
      .update(Subscription)
      .set({ referralChargeId: charge.id })
      .where('id = :id', { id: charge.subscriptionId })
      .andWhere('(referral_charge_id IS NULL OR referral_charge_id = :charge)', {
        charge: charge.id,
      })
      .execute();
    return claim.affected === 1;
  }

  private async settle(
    chargeId: number,
    status: 'succeeded' | 'failed' | 'refund_due',
    now: number,
    manager: EntityManager,
    paymentId?: number,
  ): Promise<SubscriptionCharge> {
    // settled once: a charge already settled keeps its status
    await manager.update(
      SubscriptionCharge,
      { id: chargeId, status: 'pending' },
      { status, settledAt: now, ...(paymentId === undefined ? {} : { paymentId }) },
    );
    const charge = await manager.findOneByOrFail(SubscriptionCharge, { id: chargeId });
    // the checkout it was is over: the next one starts afresh
    await manager.update(
      Subscription,
      { id: charge.subscriptionId, checkoutChargeId: charge.id },
      { checkoutChargeId: null },
    );
    return charge;
  }
}

/** The teacher's receipt of a paid month, saved with the payment's settlement. */
const paidEvent = (order: PaymentOrderRef, payment: PaymentView): MailEvent => ({
  type: 'subscription_paid',
  chargeId: order.id,
  paymentId: payment.id,
  amountRub: payment.amountRub,
});
const receiptKey = (payment: PaymentView): string => `subscription_paid:${payment.id}`;
