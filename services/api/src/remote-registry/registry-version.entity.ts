import type { RegistryEntry, RegistryEvent } from '@tutor/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { EpochMsColumn } from '../database/epoch-ms-column';
import { ForeignKey } from '../database/foreign-key.decorator';
import { jsonColumn } from '../database/json-column.transformer';
import { User } from '../users/user.entity';
import type { EntryCheckResult } from './checks/entry-check.types';

/** One change of the registry: the entries it concerns, who made it, how and the checks. */
@Entity({ name: 'remote_registry_versions' })
export class RegistryVersion {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 16 })
  event!: RegistryEvent;

  @Column({ type: 'text', transformer: jsonColumn<RegistryEntry[]>() })
  remotes!: RegistryEntry[];

  @EpochMsColumn('created_at')
  createdAt!: number;

  /** The operator; null for a start-up's seed or REMOTES_CONFIG (or a deleted account). */
  @Column({ name: 'created_by', type: 'integer', nullable: true })
  createdBy!: number | null;

  @ForeignKey(() => User, 'created_by', 'FK_remote_registry_versions_created_by', 'SET NULL')
  creator?: User;

  @Column({ type: 'text', nullable: true })
  note!: string | null;

  @Column({ type: 'text', nullable: true, transformer: jsonColumn<EntryCheckResult[]>() })
  checks!: EntryCheckResult[] | null;

  /** A canary's share of users. */
  @Column({ type: 'integer', nullable: true })
  percent!: number | null;

  /** A preview's accounts, as the operator named them. */
  @Column({ type: 'text', nullable: true, transformer: jsonColumn<string[]>() })
  accounts!: string[] | null;

  /** The version this change acted on: promoted, dropped, rolled back to or restored. */
  @Column({ name: 'from_version_id', type: 'integer', nullable: true })
  fromVersionId!: number | null;

  /** The live version before this one became live, where a rollback goes. */
  @Column({ name: 'previous_live_id', type: 'integer', nullable: true })
  previousLiveId!: number | null;

  /** sha256 of the REMOTES_CONFIG file this version was read from. */
  @Column({ name: 'config_hash', type: 'varchar', length: 64, nullable: true })
  configHash!: string | null;
}
