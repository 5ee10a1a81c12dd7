import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { Referral } from './referral.entity';
import { addMonths } from './subscription-periods';
import { SubscriptionRecords } from './subscription-records.service';
import { Subscription } from './subscription.entity';

/**
 * The referrer's reward, once per referred teacher: SUBSCRIPTION_REFERRER_REWARD_MONTHS of
 * the paid plan, added to their period (free of charge; autopay, if on, moves with it).
 */
@Injectable()
export class ReferralRewards {
  constructor(
    private readonly records: SubscriptionRecords,
    private readonly config: AppConfig,
  ) {}

  /**
   * The referred teacher's full-price payment succeeded: rewards their referrer, if any and
   * not yet (a conditional UPDATE claims the referral in the payment's transaction).
   */
  async rewardFor(referredId: number, now: number, manager: EntityManager): Promise<void> {
    const claim = await manager
      .createQueryBuilder()
      .update(Referral)
      .set({ rewardedAt: now })
      .where('referred_id = :referredId AND rewarded_at IS NULL', { referredId })
      .execute();
    if (claim.affected !== 1) return;
    const referral = await manager.findOneByOrFail(Referral, { referredId });
    const months = this.config.subscriptions.referrerRewardMonths;
    if (months === 0) return;
    const row = await this.records.ensure(referral.referrerId, manager);
    const running = row.status === 'active' && (row.paidUntil ?? 0) > now;
    const paidUntil = addMonths(running ? (row.paidUntil ?? now) : now, months);
    await manager.update(
      Subscription,
      { id: row.id },
      {
        status: 'active',
        paidUntil,
        nextChargeAt: row.paymentMethodId === null ? null : paidUntil,
        failedCharges: 0,
        graceUntil: null,
        remindedFor: null,
        updatedAt: now,
      },
    );
  }
}
