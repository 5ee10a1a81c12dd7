import { Column, Entity, PrimaryColumn } from 'typeorm';
import { EpochMsColumn } from '../../database/epoch-ms-column';

/** A month's payout run: its row is claimed once, whichever instance gets there first. */
@Entity({ name: 'payout_runs' })
export class PayoutRun {
  /** YYYY-MM. */
  @PrimaryColumn({ type: 'varchar', length: 7 })
  month!: string;

  @EpochMsColumn('started_at')
  startedAt!: number;

  /** How many requests it took. */
  @Column({ type: 'integer' })
  payouts!: number;
}
