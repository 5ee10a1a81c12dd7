import { Column, Entity, PrimaryColumn, Unique } from 'typeorm';
import { EpochMsColumn } from '../../database/epoch-ms-column';
import type { ProviderPaymentStatus } from '../payment-provider';

/**
 * A payment of the built-in test provider, as a provider keeps it: what GET answers from.
 * The id is random (32 hex digits), so only the buyer who was sent to its page knows it.
 */
@Entity({ name: 'test_payments' })
@Unique('UQ_test_payments_idempotence_key', ['idempotenceKey'])
@Unique('UQ_test_payments_refund_key', ['refundKey'])
export class TestPayment {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id!: string;

  @Column({ name: 'idempotence_key', type: 'varchar', length: 64 })
  idempotenceKey!: string;

  @Column({ name: 'amount_rub', type: 'integer' })
  amountRub!: number;

  @Column({ type: 'text' })
  description!: string;

  @Column({ name: 'return_url', type: 'text' })
  returnUrl!: string;

  /** Echoed by the page's Pay and Cancel forms (they cannot send the XSRF header). */
  @Column({ name: 'form_token', type: 'varchar', length: 32 })
  formToken!: string;

  @Column({ type: 'varchar', length: 24 })
  status!: ProviderPaymentStatus;

  @Column({ name: 'refund_key', type: 'varchar', length: 64, nullable: true })
  refundKey!: string | null;

  @Column({ name: 'refund_id', type: 'varchar', length: 32, nullable: true })
  refundId!: string | null;

  /** The buyer asked to keep the method (save_payment_method). */
  @Column({ name: 'save_method', type: 'boolean', default: false })
  saveMethod!: boolean;

  /** The method it was paid with: saved once paid (if asked), or the saved one it charged. */
  @Column({ name: 'method_id', type: 'varchar', length: 32, nullable: true })
  methodId!: string | null;

  @EpochMsColumn('created_at')
  createdAt!: number;

  @EpochMsColumn('updated_at')
  updatedAt!: number;
}
