import { Column, Entity, PrimaryColumn } from 'typeorm';
import { EpochMsColumn } from '../database/epoch-ms-column';

/**
 * One row per periodic job: which instance ran it last, when, and until when that run
 * holds it. Instances claim the row with one conditional UPDATE, so a job runs on one
 * instance at a time and at most once per interval across all of them.
 */
@Entity({ name: 'scheduler_leases' })
export class SchedulerLease {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  name!: string;

  /** The instance of the last claim (host:pid:random); empty before the first run. */
  @Column({ type: 'varchar', length: 128 })
  holder!: string;

  /** When the last run started. */
  @EpochMsColumn('claimed_at')
  claimedAt!: number;

  /** Until when the run in progress holds the job; its end sets this to the end time. */
  @EpochMsColumn('expires_at')
  expiresAt!: number;
}
