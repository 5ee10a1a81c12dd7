import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { EpochMsColumn } from '../database/epoch-ms-column';
import { ForeignKey } from '../database/foreign-key.decorator';
import { jsonColumn } from '../database/json-column.transformer';
import { User } from '../users/user.entity';
import type { CreatePaymentRequest, PaymentProviderName } from './payment-provider';

/** Where a purchase attempt is. */
export const PaymentStatus = {
  /** Stored, the provider not answered yet. */
  Creating: 'creating',
  /** Created at the provider, waiting for the buyer. */
  Pending: 'pending',
  /** Paid, not captured (never with capture: true, taken as pending). */
  WaitingForCapture: 'waiting_for_capture',
  Succeeded: 'succeeded',
  Canceled: 'canceled',
  /**
   * The provider reported it succeeded, but with another amount or currency than ordered,
   * or not paid: the attempt is over, handed over as not paid (PaymentOutcomes.canceled),
   * so nothing is granted from it and the order may be tried again; the operator's list
   * keeps it (PaymentMismatches), and any money it took is the operator's to give back.
   */
  Mismatched: 'mismatched',
  /**
   * The provider never took it (it refused, or it was given up unanswered): nothing was
   * charged, no outcome follows.
   */
  Failed: 'failed',
} as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];

/**
 * One purchase attempt of an order (`order_type` + `order_id`, e.g. 'purchase' 42): a new
 * row, with a new idempotence key, for every attempt. `applied_at` is set in the one
 * transaction that hands the outcome to PaymentOutcomes, so it is handed over once.
 */
@Entity({ name: 'payments' })
@Unique('UQ_payments_idempotence_key', ['idempotenceKey'])
@Unique('UQ_payments_provider_payment_id', ['providerPaymentId'])
@Index('IDX_payments_order', ['orderType', 'orderId'])
@Index('IDX_payments_unsettled', ['status', 'checkedAt'])
export class Payment {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'order_type', type: 'varchar', length: 32 })
  orderType!: string;

  @Column({ name: 'order_id', type: 'integer' })
  orderId!: number;

  @Column({ type: 'varchar', length: 16 })
  provider!: PaymentProviderName;

  /** The provider's id of the payment; null until it answered the creation. */
  @Column({ name: 'provider_payment_id', type: 'varchar', length: 64, nullable: true })
  providerPaymentId!: string | null;

  /** Sent with the creation and every retry of it (YooKassa's Idempotence-Key). */
  @Column({ name: 'idempotence_key', type: 'varchar', length: 64 })
  idempotenceKey!: string;

  /**
   * The creation as sent to the provider, kept before it is sent: a payment still
   * `creating` whose instance died is asked again with it (the same key and body answer
   * the same payment). Null on payments made before it was kept, and until it is sent.
   */
  @Column({
    name: 'creation_request',
    type: 'text',
    nullable: true,
    transformer: jsonColumn<CreatePaymentRequest>(),
  })
  creationRequest!: CreatePaymentRequest | null;

  @Column({ name: 'amount_rub', type: 'integer' })
  amountRub!: number;

  @Column({ type: 'varchar', length: 24 })
  status!: PaymentStatus;

  /** Where the buyer pays (the provider's page). */
  @Column({ name: 'confirmation_url', type: 'text', nullable: true })
  confirmationUrl!: string | null;

  /** Null once the buyer's account is deleted: the money record stays. */
  @Column({ name: 'buyer_id', type: 'integer', nullable: true })
  buyerId!: number | null;

  @EpochMsColumn('created_at')
  createdAt!: number;

  @EpochMsColumn('updated_at')
  updatedAt!: number;

  /** When the provider was last asked about it (the reconcile job asks the oldest first). */
  @EpochMsColumn('checked_at')
  checkedAt!: number;

  /**
   * When its final status (succeeded, canceled, mismatched) was handed to PaymentOutcomes
   * (or, failed, needed nothing).
   */
  @EpochMsColumn('applied_at', { nullable: true })
  appliedAt!: number | null;

  @EpochMsColumn('refunded_at', { nullable: true })
  refundedAt!: number | null;

  @Column({ name: 'refund_id', type: 'varchar', length: 64, nullable: true })
  refundId!: string | null;

  /** The payment method the provider saved with this payment (savePaymentMethod), if any. */
  @Column({ name: 'saved_method_id', type: 'varchar', length: 64, nullable: true })
  savedMethodId!: string | null;

  @Column({ name: 'saved_method_title', type: 'varchar', length: 128, nullable: true })
  savedMethodTitle!: string | null;

  @ForeignKey(() => User, 'buyer_id', 'FK_payments_buyer_id', 'SET NULL')
  buyer?: User;
}
