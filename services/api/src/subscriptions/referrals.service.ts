import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { ROLE_TEACHER, referralPath, type ReferralInfo } from '@tutor/contracts';
import { IsNull, Not, type DataSource, type Repository } from 'typeorm';
import { RegistrationReferrals } from '../auth/registration-referrals';
import { Clock } from '../common/clock/clock.service';
import { AppConfig } from '../config/app-config';
import { insertOrIgnore } from '../database/insert-or-ignore';
import { Referral } from './referral.entity';
import { SubscriptionRecords } from './subscription-records.service';

/** Referral links: each teacher's, and who signed up through whose. */
@Injectable()
export class ReferralsService extends RegistrationReferrals {
  private readonly logger = new Logger(ReferralsService.name);

  constructor(
    @InjectRepository(Referral) private readonly referrals: Repository<Referral>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly records: SubscriptionRecords,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    super();
  }

  /** The teacher's link and what it brought. */
  async info(teacherId: number): Promise<ReferralInfo> {
    const row = await this.records.ensure(teacherId);
    const { referralPriceRub, referrerRewardMonths } = this.config.subscriptions;
    return {
      code: row.referralCode,
      url: `${this.config.appUrl}${referralPath(row.referralCode)}`,
      offer_price_rub: referralPriceRub,
      signed_up: await this.referrals.countBy({ referrerId: teacherId }),
      rewards: await this.referrals.countBy({ referrerId: teacherId, rewardedAt: Not(IsNull()) }),
      reward_months: referrerRewardMonths,
    };
  }

  /** A new teacher came by a referral link: they get the referral month (see checkout). */
  async attach(user: { id: number; role: number }, code: string | null): Promise<void> {
    if (code === null || user.role !== ROLE_TEACHER) return;
    try {
      const referrer = await this.records.findByCode(code);
      if (referrer === null || referrer.teacherId === user.id) return;
      await insertOrIgnore(this.dataSource, Referral, {
        referrerId: referrer.teacherId,
        referredId: user.id,
        createdAt: this.clock.now(),
        rewardedAt: null,
      });
    } catch (error) {
      this.logger.error({ err: error }, `Teacher ${user.id} could not be referred`);
    }
  }
}
