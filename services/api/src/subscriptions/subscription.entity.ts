import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { SubscriptionStatus } from '@tutor/contracts';
import { EpochMsColumn } from '../database/epoch-ms-column';
import { ForeignKey } from '../database/foreign-key.decorator';
import { User } from '../users/user.entity';

/** failed: a renewal charge failed and is retried; last_failed: none is left (grace). */
export type SubscriptionNotice = 'failed' | 'last_failed';

/**
 * A teacher's subscription (made on first use): status, the paid period, the saved
 * payment method autopay charges, when it charges next, and the teacher's referral code.
 */
@Entity({ name: 'subscriptions' })
@Unique('UQ_subscriptions_teacher_id', ['teacherId'])
@Unique('UQ_subscriptions_referral_code', ['referralCode'])
@Index('IDX_subscriptions_due', ['status', 'nextChargeAt'])
export class Subscription {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'teacher_id', type: 'integer' })
  teacherId!: number;

  @Column({ type: 'varchar', length: 16 })
  status!: SubscriptionStatus;

  /** The code of the teacher's referral link (/login?ref=<code>). */
  @Column({ name: 'referral_code', type: 'varchar', length: 32 })
  referralCode!: string;

  /** The end of the paid period. */
  @EpochMsColumn('paid_until', { nullable: true })
  paidUntil!: number | null;

  /** When the renewal job charges the saved method next (the period's end, then retries). */
  @EpochMsColumn('next_charge_at', { nullable: true })
  nextChargeAt!: number | null;

  /** Renewal charges failed in a row (the first and its retries). */
  @Column({ name: 'failed_charges', type: 'integer' })
  failedCharges!: number;

  /** Past due with no retries left: the paid plan ends then. */
  @EpochMsColumn('grace_until', { nullable: true })
  graceUntil!: number | null;

  /** The charge (its next_charge_at) the reminder mail was sent for. */
  @EpochMsColumn('reminded_for', { nullable: true })
  remindedFor!: number | null;

  /** The provider's saved method autopay charges; null: no autopay. */
  @Column({ name: 'payment_method_id', type: 'varchar', length: 64, nullable: true })
  paymentMethodId!: string | null;

  @Column({ name: 'payment_method_title', type: 'varchar', length: 128, nullable: true })
  paymentMethodTitle!: string | null;

  /** The renewal charge in flight (claimed by the job), until its outcome. */
  @Column({ name: 'charging_charge_id', type: 'integer', nullable: true })
  chargingChargeId!: number | null;

  /** The first-payment checkout waiting for the teacher: every checkout answers its page. */
  @Column({ name: 'checkout_charge_id', type: 'integer', nullable: true })
  checkoutChargeId!: number | null;

  /** The charge that took the referral month (one per teacher); null while none has. */
  @Column({ name: 'referral_charge_id', type: 'integer', nullable: true })
  referralChargeId!: number | null;

  /** A mail the renewal job owes the teacher (a charge failed), sent and cleared once. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  notice!: SubscriptionNotice | null;

  /** The language of the teacher's last call to the subscription API: mail goes in it. */
  @Column({ type: 'varchar', length: 8 })
  locale!: string;

  @EpochMsColumn('created_at')
  createdAt!: number;

  @EpochMsColumn('updated_at')
  updatedAt!: number;

  @ForeignKey(() => User, 'teacher_id', 'FK_subscriptions_teacher_id')
  teacher?: User;
}
