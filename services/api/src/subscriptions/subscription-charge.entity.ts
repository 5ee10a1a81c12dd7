import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { EpochMsColumn } from '../database/epoch-ms-column';
import { ForeignKey } from '../database/foreign-key.decorator';
import { Subscription } from './subscription.entity';

/** `first`: the teacher pays on the provider's page (saving the method); `renewal`: autopay. */
export type SubscriptionChargeKind = 'first' | 'renewal';
/** `referral`: the referral month's price; `full`: the plan's price. */
export type SubscriptionPriceKind = 'referral' | 'full';
/**
 * `refund_due`: paid at the referral price when the referral month was already taken, so
 * it extends nothing and is refunded (by the renewal job); `refunded` once it is.
 */
export type SubscriptionChargeStatus =
  'pending' | 'succeeded' | 'failed' | 'refund_due' | 'refunded';

/** One charge of a subscription: the order of its payment (order type `subscription`). */
@Entity({ name: 'subscription_charges' })
@Index('IDX_subscription_charges_subscription', ['subscriptionId', 'status'])
export class SubscriptionCharge {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'subscription_id', type: 'integer' })
  subscriptionId!: number;

  @Column({ type: 'varchar', length: 16 })
  kind!: SubscriptionChargeKind;

  @Column({ name: 'price_kind', type: 'varchar', length: 16 })
  priceKind!: SubscriptionPriceKind;

  @Column({ name: 'amount_rub', type: 'integer' })
  amountRub!: number;

  @Column({ name: 'payment_id', type: 'integer', nullable: true })
  paymentId!: number | null;

  @Column({ type: 'varchar', length: 16 })
  status!: SubscriptionChargeStatus;

  @EpochMsColumn('created_at')
  createdAt!: number;

  @EpochMsColumn('settled_at', { nullable: true })
  settledAt!: number | null;

  @ForeignKey(() => Subscription, 'subscription_id', 'FK_subscription_charges_subscription_id')
  subscription?: Subscription;
}
