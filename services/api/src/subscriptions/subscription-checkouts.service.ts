import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { SubscriptionCheckout } from '@tutor/contracts';
import type { Repository } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { AppConfig } from '../config/app-config';
import type { Locale } from '../i18n/locale';
import { translate } from '../i18n/messages';
import { PaymentsErrorCode, PaymentsException } from '../payments/payments.errors';
import { PaymentsService, RETURN_PAYMENT_ID } from '../payments/payments.service';
import type { User } from '../users/user.entity';
import { SubscriptionCharge, type SubscriptionPriceKind } from './subscription-charge.entity';
import { SUBSCRIPTION_ORDER } from './subscription-payment-outcomes.service';
import { Subscription } from './subscription.entity';

/** A checkout older than this is asked about before its page is answered again. */
const CHECKED_AFTER_MS = 60 * 60_000;
/** A checkout that never got its payment (its instance died on the way) is let go then. */
const ABANDONED_AFTER_MS = 5 * 60_000;
/** How long a concurrent checkout waits for the first one's page, and how often it looks. */
const WAIT_MS = 30_000;
const LOOK_EVERY_MS = 50;
/** Claims lost to checkouts that then failed at once, before this one gives up. */
const ATTEMPTS = 5;

/**
 * The teacher's first payment: one checkout at a time. The checkout that claims
 * `subscriptions.checkout_charge_id` (a conditional UPDATE) starts the payment; any other
 * while it is pending answers the same page, waiting for it if it is still being made. Its
 * outcome (paid, canceled) lets the claim go (SubscriptionPaymentOutcomes).
 */
@Injectable()
export class SubscriptionCheckouts {
  constructor(
    @InjectRepository(Subscription) private readonly rows: Repository<Subscription>,
    @InjectRepository(SubscriptionCharge) private readonly charges: Repository<SubscriptionCharge>,
    private readonly payments: PaymentsService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** The page of the teacher's pending checkout, made now at this price if there is none. */
  async checkout(
    row: Subscription,
    teacher: User,
    locale: Locale,
    priceKind: SubscriptionPriceKind,
  ): Promise<SubscriptionCheckout> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const pending = await this.pending(row.id);
      if (pending !== null) return { confirmation_url: await this.pageOf(pending) };
      const started = await this.start(row, teacher, locale, priceKind);
      if (started !== null) return started;
    }
    throw new PaymentsException(PaymentsErrorCode.ProviderUnavailable, `checkout of ${row.id}`);
  }

  /** The claimed checkout while it is pending; a claim that ended is let go. */
  private async pending(subscriptionId: number): Promise<SubscriptionCharge | null> {
    const { checkoutChargeId } = await this.rows.findOneByOrFail({ id: subscriptionId });
    if (checkoutChargeId === null) return null;
    let charge = await this.charges.findOneBy({ id: checkoutChargeId });
    const age = this.clock.now() - (charge?.createdAt ?? 0);
    if (charge?.status === 'pending' && charge.paymentId !== null && age > CHECKED_AFTER_MS) {
      // the provider may have ended it long ago: ask (away, the page stays as it was)
      await this.payments.refresh(charge.paymentId).catch(() => undefined);
      charge = await this.charges.findOneBy({ id: checkoutChargeId });
    }
    const abandoned = charge?.paymentId === null && age > ABANDONED_AFTER_MS;
    if (charge?.status === 'pending' && !abandoned) return charge;
    await this.release(subscriptionId, checkoutChargeId);
    return null;
  }

  /** Claims the checkout for a new charge and starts its payment; null if another won. */
  private async start(
    row: Subscription,
    teacher: User,
    locale: Locale,
    priceKind: SubscriptionPriceKind,
  ): Promise<SubscriptionCheckout | null> {
    const { priceRub, referralPriceRub } = this.config.subscriptions;
    const amountRub = priceKind === 'referral' ? referralPriceRub : priceRub;
    const charge = await this.charges.save(
      this.charges.create({
        subscriptionId: row.id,
        kind: 'first',
        priceKind,
        amountRub,
        paymentId: null,
        status: 'pending',
        createdAt: this.clock.now(),
        settledAt: null,
      }),
    );
    const claim = await this.rows
      .createQueryBuilder()
      .update(Subscription)
      .set({ checkoutChargeId: charge.id })
      .where('id = :id AND checkout_charge_id IS NULL', { id: row.id })
      .execute();
    if (claim.affected !== 1) {
      await this.charges.delete({ id: charge.id });
      return null;
    }
    try {
      const started = await this.payments.start({
        type: SUBSCRIPTION_ORDER,
        id: charge.id,
        buyerId: teacher.id,
        buyerEmail: teacher.email,
        amountRub,
        description: translate(
          priceKind === 'referral'
            ? 'subscriptions.referral_payment_description'
            : 'subscriptions.payment_description',
          locale,
        ),
        // the marketplace's return page says how it went and links the plan section
        returnUrl: `${this.config.appUrl}/marketplace/payments/${RETURN_PAYMENT_ID}`,
        savePaymentMethod: true,
      });
      await this.charges.update({ id: charge.id }, { paymentId: started.paymentId });
      return { confirmation_url: started.confirmationUrl };
    } catch (error) {
      // nothing could be charged: the next checkout starts afresh
      await this.charges.update(
        { id: charge.id, status: 'pending' },
        { status: 'failed', settledAt: this.clock.now() },
      );
      await this.release(row.id, charge.id);
      throw error;
    }
  }

  /** The checkout's page; waits while the checkout that claimed it is still making it. */
  private async pageOf(charge: SubscriptionCharge): Promise<string> {
    const deadline = Date.now() + WAIT_MS;
    let current: SubscriptionCharge | null = charge;
    while (current?.status === 'pending' && Date.now() < deadline) {
      if (current.paymentId !== null) {
        const url = (await this.payments.get(current.paymentId)).confirmationUrl;
        if (url !== null) return url;
        break;
      }
      await sleep(LOOK_EVERY_MS);
      current = await this.charges.findOneBy({ id: charge.id });
    }
    // the first checkout could not reach the provider (it answered the same)
    throw new PaymentsException(
      PaymentsErrorCode.ProviderUnavailable,
      `subscription charge ${charge.id} has no page`,
    );
  }

  private async release(subscriptionId: number, chargeId: number): Promise<void> {
    await this.rows.update(
      { id: subscriptionId, checkoutChargeId: chargeId },
      { checkoutChargeId: null },
    );
  }
}
