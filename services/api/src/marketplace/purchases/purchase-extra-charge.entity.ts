import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { EpochMsColumn } from '../../database/epoch-ms-column';
import { ForeignKey } from '../../database/foreign-key.decorator';
import { Payment } from '../../payments/payment.entity';
import { PurchaseRecord } from './purchase.entity';

/**
 * A succeeded payment for a purchase that another payment had already granted (or that
 * was refunded meanwhile): it is refunded through the provider, its sale reversed in the
 * ledger and the buyer told by mail. The row is the sweep's to-do list, so nothing of it
 * is lost with a stopped instance.
 */
@Entity({ name: 'purchase_extra_charges' })
@Index('IDX_purchase_extra_charges_open', ['mailedAt', 'refundedAt'])
export class PurchaseExtraCharge {
  @PrimaryColumn({ name: 'payment_id', type: 'integer' })
  paymentId!: number;

  @Column({ name: 'purchase_id', type: 'integer' })
  purchaseId!: number;

  /** What the payment took, in rubles (all of it goes back). */
  @Column({ name: 'amount_rub', type: 'integer' })
  amountRub!: number;

  @EpochMsColumn('created_at')
  createdAt!: number;

  /** When the provider took the refund (the ledger's reversal is written with it). */
  @EpochMsColumn('refunded_at', { nullable: true })
  refundedAt!: number | null;

  /** When the buyer's mail was handed to the outbox. */
  @EpochMsColumn('mailed_at', { nullable: true })
  mailedAt!: number | null;

  @ForeignKey(() => Payment, 'payment_id', 'FK_purchase_extra_charges_payment_id')
  payment?: Payment;

  @ForeignKey(() => PurchaseRecord, 'purchase_id', 'FK_purchase_extra_charges_purchase_id')
  purchase?: PurchaseRecord;
}
