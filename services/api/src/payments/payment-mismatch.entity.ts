import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { EpochMsColumn } from '../database/epoch-ms-column';
import { ForeignKey } from '../database/foreign-key.decorator';
import type { PaymentProviderName } from './payment-provider';
import { Payment } from './payment.entity';

/**
 * A payment the provider reported succeeded but not as ordered (another amount or
 * currency, or not paid): it is not applied, and the operator sees it here. One row per
 * payment, with the provider's last such answer (the reconcile job keeps asking).
 */
@Entity({ name: 'payment_mismatches' })
@Unique('UQ_payment_mismatches_payment_id', ['paymentId'])
@Index('IDX_payment_mismatches_last_seen', ['lastSeenAt'])
export class PaymentMismatch {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'payment_id', type: 'integer' })
  paymentId!: number;

  @Column({ type: 'varchar', length: 16 })
  provider!: PaymentProviderName;

  @Column({ name: 'provider_payment_id', type: 'varchar', length: 64 })
  providerPaymentId!: string;

  /** Rubles we asked for. */
  @Column({ name: 'expected_amount_rub', type: 'integer' })
  expectedAmountRub!: number;

  @Column({ name: 'reported_status', type: 'varchar', length: 24 })
  reportedStatus!: string;

  /** The amount as the provider reported it, e.g. "1.00". */
  @Column({ name: 'reported_amount', type: 'varchar', length: 32 })
  reportedAmount!: string;

  @Column({ name: 'reported_currency', type: 'varchar', length: 8 })
  reportedCurrency!: string;

  @Column({ name: 'reported_paid', type: 'boolean' })
  reportedPaid!: boolean;

  @EpochMsColumn('first_seen_at')
  firstSeenAt!: number;

  @EpochMsColumn('last_seen_at')
  lastSeenAt!: number;

  /** How many answers of the provider were so. */
  @Column({ type: 'integer' })
  times!: number;

  @ForeignKey(() => Payment, 'payment_id', 'FK_payment_mismatches_payment_id')
  payment?: Payment;
}
