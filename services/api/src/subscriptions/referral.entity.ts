import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { EpochMsColumn } from '../database/epoch-ms-column';
import { ForeignKey } from '../database/foreign-key.decorator';
import { User } from '../users/user.entity';

/**
 * A teacher who signed up through another's referral link. `rewarded_at` is set, once, in
 * the transaction that gives the referrer the reward (the referred teacher's first
 * full-price payment).
 */
@Entity({ name: 'referrals' })
@Unique('UQ_referrals_referred_id', ['referredId'])
@Index('IDX_referrals_referrer', ['referrerId'])
export class Referral {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'referrer_id', type: 'integer' })
  referrerId!: number;

  @Column({ name: 'referred_id', type: 'integer' })
  referredId!: number;

  @EpochMsColumn('created_at')
  createdAt!: number;

  @EpochMsColumn('rewarded_at', { nullable: true })
  rewardedAt!: number | null;

  @ForeignKey(() => User, 'referrer_id', 'FK_referrals_referrer_id')
  referrer?: User;

  @ForeignKey(() => User, 'referred_id', 'FK_referrals_referred_id')
  referred?: User;
}
