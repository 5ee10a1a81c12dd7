import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { DEFAULT_LOCALE } from '../i18n/locale';
import { Subscription } from './subscription.entity';

/** Ten characters of a–z and 2–7 (50 bits): a referral link's code. */
function newReferralCode(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  return [...randomBytes(10)].map((byte) => alphabet[byte % 32]).join('');
}

/** Teachers' subscription rows: made on first use (free, with a referral code). */
@Injectable()
export class SubscriptionRecords {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** The teacher's row, made now if they have none; through `manager` inside a transaction. */
  async ensure(teacherId: number, manager?: EntityManager): Promise<Subscription> {
    const rows = (manager ?? this.dataSource.manager).getRepository(Subscription);
    const found = await rows.findOneBy({ teacherId });
    if (found !== null) return found;
    const now = this.clock.now();
    await rows
      .createQueryBuilder()
      .insert()
      .values({
        teacherId,
        status: 'free',
        referralCode: newReferralCode(),
        paidUntil: null,
        nextChargeAt: null,
        failedCharges: 0,
        graceUntil: null,
        remindedFor: null,
        paymentMethodId: null,
        paymentMethodTitle: null,
        chargingChargeId: null,
        checkoutChargeId: null,
        referralChargeId: null,
        notice: null,
        locale: DEFAULT_LOCALE,
        createdAt: now,
        updatedAt: now,
      })
      .orIgnore()
      .execute();
    return rows.findOneByOrFail({ teacherId });
  }

  find(teacherId: number): Promise<Subscription | null> {
    return this.dataSource.getRepository(Subscription).findOneBy({ teacherId });
  }

  findByCode(code: string): Promise<Subscription | null> {
    return this.dataSource.getRepository(Subscription).findOneBy({ referralCode: code });
  }
}
