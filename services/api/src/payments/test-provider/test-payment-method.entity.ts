import { Column, Entity, PrimaryColumn } from 'typeorm';
import { EpochMsColumn } from '../../database/epoch-ms-column';

/**
 * A payment method the test provider saved (a payment with savePaymentMethod that was paid
 * on its page). Charging it succeeds at once, unless a test told it to decline.
 */
@Entity({ name: 'test_payment_methods' })
export class TestPaymentMethod {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id!: string;

  @Column({ type: 'varchar', length: 64 })
  title!: string;

  /** Charges of it are canceled (as a card without money would be). */
  @Column({ type: 'boolean', default: false })
  declining!: boolean;

  @EpochMsColumn('created_at')
  createdAt!: number;
}
