import { Column, Entity, PrimaryColumn, Unique } from 'typeorm';
import { EpochMsColumn } from '../../database/epoch-ms-column';

/**
 * What the built-in test payouts provider keeps, as a provider would: a self-employed
 * connection (its «Мой налог» stand-in page decides it) or a payout. Random ids, so only
 * the author sent to the page knows one.
 */
@Entity({ name: 'test_payout_objects' })
@Unique('UQ_test_payout_objects_idempotence_key', ['idempotenceKey'])
export class TestPayoutObject {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id!: string;

  @Column({ type: 'varchar', length: 16 })
  kind!: 'self_employed' | 'payout';

  @Column({ name: 'idempotence_key', type: 'varchar', length: 64 })
  idempotenceKey!: string;

  @Column({ type: 'varchar', length: 16 })
  status!: string;

  @Column({ type: 'varchar', length: 12, nullable: true })
  itn!: string | null;

  /** A payout's self-employed connection (its id). */
  @Column({ name: 'person_id', type: 'varchar', length: 32, nullable: true })
  personId!: string | null;

  @Column({ name: 'amount_kopecks', type: 'integer', nullable: true })
  amountKopecks!: number | null;

  @Column({ name: 'form_token', type: 'varchar', length: 32 })
  formToken!: string;

  @EpochMsColumn('created_at')
  createdAt!: number;
}
