import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { EpochMsColumn } from '../database/epoch-ms-column';
import type { PaymentProviderName } from './payment-provider';

/**
 * A provider's notification as it came, stored before anything is done about it. It is
 * only a hint: the payment's status is always asked of the provider again.
 */
@Entity({ name: 'payment_events' })
@Index('IDX_payment_events_payment', ['provider', 'providerPaymentId'])
export class PaymentEvent {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 16 })
  provider!: PaymentProviderName;

  /** The payment it is about (a refund's payment_id for refund events). */
  @Column({ name: 'provider_payment_id', type: 'varchar', length: 64, nullable: true })
  providerPaymentId!: string | null;

  /** e.g. payment.succeeded */
  @Column({ type: 'varchar', length: 64 })
  event!: string;

  /** The JSON body as received. */
  @Column({ type: 'text' })
  body!: string;

  @Column({ name: 'remote_address', type: 'varchar', length: 64 })
  remoteAddress!: string;

  @EpochMsColumn('received_at')
  receivedAt!: number;
}
