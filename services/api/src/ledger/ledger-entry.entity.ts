import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { EpochMsColumn } from '../database/epoch-ms-column';
import { ForeignKey } from '../database/foreign-key.decorator';
import { User } from '../users/user.entity';

/**
 * What an entry records: the buyer's payment, the platform's fee, the author's earnings
 * (held until the refund window ends), and the reversals of a refund.
 */
export const LedgerKind = {
  Payment: 'payment',
  Fee: 'fee',
  AuthorEarnings: 'author_earnings',
  Refund: 'refund',
  FeeRefund: 'fee_refund',
  AuthorRefund: 'author_refund',
  /** An author's payout request: its amount out of their balance (negative). */
  Payout: 'payout',
  /** A payout the provider canceled: the amount back to the author's balance. */
  PayoutReturn: 'payout_return',
} as const;
export type LedgerKind = (typeof LedgerKind)[keyof typeof LedgerKind];

/**
 * One line of the money ledger, in kopecks (negative for what goes back). Sales history,
 * balances and payouts read these rows and never recompute a sale. One entry per payment
 * and kind: writing a sale twice writes nothing the second time.
 */
@Entity({ name: 'ledger_entries' })
@Unique('UQ_ledger_entries_payment_kind', ['paymentId', 'kind'])
@Index('IDX_ledger_entries_author', ['authorId', 'createdAt'])
export class LedgerEntry {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  /** The payment it comes from (payments module); null for the lines of a payout. */
  @Column({ name: 'payment_id', type: 'integer', nullable: true })
  paymentId!: number | null;

  /** What was sold: 'purchase' and its id ('payout' and its id for a payout's lines). */
  @Column({ name: 'order_type', type: 'varchar', length: 32 })
  orderType!: string;

  @Column({ name: 'order_id', type: 'integer' })
  orderId!: number;

  @Column({ type: 'varchar', length: 32 })
  kind!: LedgerKind;

  /** The author an earnings line belongs to; null for the platform's lines. */
  @Column({ name: 'author_id', type: 'integer', nullable: true })
  authorId!: number | null;

  @Column({ name: 'amount_kopecks', type: 'integer' })
  amountKopecks!: number;

  /** When held earnings become available (the refund window's end); null otherwise. */
  @EpochMsColumn('available_at', { nullable: true })
  availableAt!: number | null;

  @EpochMsColumn('created_at')
  createdAt!: number;

  @ForeignKey(() => User, 'author_id', 'FK_ledger_entries_author_id', 'SET NULL')
  author?: User;
}
