import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Subscription as SubscriptionAnswer, SubscriptionCheckout } from '@tutor/contracts';
import { MoreThan, type Repository } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { AppConfig } from '../config/app-config';
import type { Locale } from '../i18n/locale';
import { PaymentsService } from '../payments/payments.service';
import { TeacherStudent } from '../students/teacher-student.entity';
import type { User } from '../users/user.entity';
import { Referral } from './referral.entity';
import { SubscriptionCharge, type SubscriptionPriceKind } from './subscription-charge.entity';
import { DAY_MS } from './subscription-periods';
import { SubscriptionCheckouts } from './subscription-checkouts.service';
import { SubscriptionRecords } from './subscription-records.service';
import { Subscription } from './subscription.entity';
import { TeacherPlans, planOf } from './teacher-plans.service';
import { SubscriptionsErrorCode, SubscriptionsException } from './subscriptions.errors';

/** A first payment is shown as waiting this long (the test provider cancels it after an hour). */
const PENDING_SHOWN_MS = 60 * 60_000;

/**
 * The teacher's side: their plan and next charge, paying for the plan on the provider's
 * page (saving the method for autopay), and turning autopay off.
 */
@Injectable()
export class SubscriptionsService {
  constructor(
    @InjectRepository(Subscription) private readonly rows: Repository<Subscription>,
    @InjectRepository(SubscriptionCharge) private readonly charges: Repository<SubscriptionCharge>,
    @InjectRepository(Referral) private readonly referrals: Repository<Referral>,
    @InjectRepository(TeacherStudent) private readonly students: Repository<TeacherStudent>,
    private readonly records: SubscriptionRecords,
    private readonly plans: TeacherPlans,
    private readonly payments: PaymentsService,
    private readonly checkouts: SubscriptionCheckouts,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /**
   * The teacher's subscription. A first payment still waiting is asked about at once (the
   * teacher is back from the provider's page), as a purchase's is.
   */
  async view(teacher: User, locale: Locale): Promise<SubscriptionAnswer> {
    let row = await this.touch(teacher, locale);
    const paymentId = (await this.waitingCharge(row))?.paymentId ?? null;
    if (paymentId !== null) {
      // the provider away: the reconcile job settles it later
      await this.payments.refresh(paymentId).catch(() => undefined);
      row = await this.rows.findOneByOrFail({ id: row.id });
    }
    return this.answer(row);
  }

  /**
   * Starts paying for a month: the provider's page, the method saved for autopay. While a
   * checkout is pending, every call answers its page (SubscriptionCheckouts).
   */
  async checkout(teacher: User, locale: Locale): Promise<SubscriptionCheckout> {
    const row = await this.touch(teacher, locale);
    if (row.status !== 'free' && row.paymentMethodId !== null) {
      throw new SubscriptionsException(SubscriptionsErrorCode.AutopayOn);
    }
    return this.checkouts.checkout(row, teacher, locale, await this.offerKind(row));
  }

  /**
   * Turns autopay off in one step: the saved method is forgotten here and never charged
   * again (YooKassa has no call that deletes a saved method; without its id nothing can
   * charge it). The paid period runs to its end; past due, the grace period runs.
   */
  async cancelAutopay(teacher: User, locale: Locale): Promise<SubscriptionAnswer> {
    const row = await this.touch(teacher, locale);
    const now = this.clock.now();
    await this.rows.update(
      { id: row.id },
      {
        paymentMethodId: null,
        paymentMethodTitle: null,
        nextChargeAt: null,
        remindedFor: null,
        ...(row.status === 'past_due'
          ? { graceUntil: row.graceUntil ?? now + this.config.subscriptions.graceDays * DAY_MS }
          : {}),
        updatedAt: now,
      },
    );
    return this.answer(await this.rows.findOneByOrFail({ id: row.id }));
  }

  /** The row, made on first use, with the language mail to the teacher goes in. */
  private async touch(teacher: User, locale: Locale): Promise<Subscription> {
    const row = await this.records.ensure(teacher.id);
    if (row.locale !== locale) {
      await this.rows.update({ id: row.id }, { locale });
      row.locale = locale;
    }
    return row;
  }

  /** The referral month for a referred teacher who never paid, else the plan's price. */
  private async offerKind(row: Subscription): Promise<SubscriptionPriceKind> {
    if (row.referralChargeId !== null) return 'full';
    const referred = await this.referrals.existsBy({ referredId: row.teacherId });
    if (!referred) return 'full';
    const paid = await this.charges.existsBy({ subscriptionId: row.id, status: 'succeeded' });
    return paid ? 'full' : 'referral';
  }

  private priceOf(kind: SubscriptionPriceKind): number {
    const { priceRub, referralPriceRub } = this.config.subscriptions;
    return kind === 'referral' ? referralPriceRub : priceRub;
  }

  private waitingCharge(row: Subscription): Promise<SubscriptionCharge | null> {
    return this.charges.findOne({
      where: {
        subscriptionId: row.id,
        kind: 'first',
        status: 'pending',
        createdAt: MoreThan(this.clock.now() - PENDING_SHOWN_MS),
      },
      order: { id: 'DESC' },
    });
  }

  private async answer(row: Subscription): Promise<SubscriptionAnswer> {
    const now = this.clock.now();
    const offer = await this.offerKind(row);
    const autopay = row.paymentMethodId !== null;
    return {
      plan: planOf(row, now),
      status: planOf(row, now) === 'free' ? 'free' : row.status,
      paid_until: row.paidUntil,
      next_charge:
        autopay && row.nextChargeAt !== null
          ? { at: row.nextChargeAt, amount_rub: this.config.subscriptions.priceRub }
          : null,
      autopay,
      payment_method_title: row.paymentMethodTitle,
      grace_until: row.status === 'past_due' ? row.graceUntil : null,
      offer_price_rub: this.priceOf(offer),
      referral_offer: offer === 'referral',
      students_count: await this.students.countBy({ teacherId: row.teacherId }),
      plans: this.plans.plans(),
      payment_pending: (await this.waitingCharge(row)) !== null,
    };
  }
}
