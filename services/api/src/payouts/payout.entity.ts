import type { PayoutMethod, PayoutRequisitesType, PayoutStatus } from '@tutor/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { EpochMsColumn } from '../database/epoch-ms-column';
import { ForeignKey } from '../database/foreign-key.decorator';
import { User } from '../users/user.entity';

/**
 * One payout request of an author: the amount it reserved in the ledger, the payee as the
 * requisites were then, and how it went (the provider's payout or the bank register).
 * `idempotenceKey` is the payout's id with the provider: every attempt sends the same one.
 */
@Entity({ name: 'payouts' })
@Unique('UQ_payouts_idempotence_key', ['idempotenceKey'])
@Index('IDX_payouts_author', ['authorId', 'requestedAt'])
@Index('IDX_payouts_status', ['status', 'method'])
export class PayoutRecord {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'author_id', type: 'integer' })
  authorId!: number;

  @Column({ name: 'amount_kopecks', type: 'integer' })
  amountKopecks!: number;

  @Column({ type: 'varchar', length: 16 })
  method!: PayoutMethod;

  @Column({ type: 'varchar', length: 16 })
  status!: PayoutStatus;

  @Column({ name: 'idempotence_key', type: 'varchar', length: 64 })
  idempotenceKey!: string;

  @Column({ name: 'provider_payout_id', type: 'varchar', length: 64, nullable: true })
  providerPayoutId!: string | null;

  @Column({ name: 'payee_type', type: 'integer' })
  payeeType!: PayoutRequisitesType;

  @Column({ name: 'payee_name', type: 'varchar', length: 200 })
  payeeName!: string;

  @Column({ name: 'payee_inn', type: 'varchar', length: 12 })
  payeeInn!: string;

  @Column({ name: 'payee_bic', type: 'varchar', length: 9 })
  payeeBic!: string;

  @Column({ name: 'payee_account', type: 'varchar', length: 20 })
  payeeAccount!: string;

  @Column({ name: 'payee_wallet', type: 'varchar', length: 20, nullable: true })
  payeeWallet!: string | null;

  @Column({ name: 'self_employed_id', type: 'varchar', length: 64, nullable: true })
  selfEmployedId!: string | null;

  /** The payout run that took it (YYYY-MM). */
  @Column({ name: 'run_month', type: 'varchar', length: 7, nullable: true })
  runMonth!: string | null;

  /** Why the provider canceled it, as it said. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  failure!: string | null;

  @EpochMsColumn('requested_at')
  requestedAt!: number;

  @EpochMsColumn('paid_at', { nullable: true })
  paidAt!: number | null;

  @EpochMsColumn('updated_at')
  updatedAt!: number;

  @ForeignKey(() => User, 'author_id', 'FK_payouts_author_id')
  author?: User;
}
