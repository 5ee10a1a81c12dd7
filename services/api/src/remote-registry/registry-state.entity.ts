import { Column, Entity, PrimaryColumn } from 'typeorm';
import { jsonColumn } from '../database/json-column.transformer';

/** The one row (id 1) saying what is served; every change bumps `revision`. */
@Entity({ name: 'remote_registry_state' })
export class RegistryState {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'live_version_id', type: 'integer' })
  liveVersionId!: number;

  @Column({ name: 'candidate_version_id', type: 'integer', nullable: true })
  candidateVersionId!: number | null;

  @Column({ name: 'candidate_percent', type: 'integer', nullable: true })
  candidatePercent!: number | null;

  /** The preview's user ids. */
  @Column({
    name: 'candidate_accounts',
    type: 'text',
    nullable: true,
    transformer: jsonColumn<number[]>(),
  })
  candidateAccounts!: number[] | null;

  @Column({ type: 'integer' })
  revision!: number;
}

export const REGISTRY_STATE_ID = 1;
