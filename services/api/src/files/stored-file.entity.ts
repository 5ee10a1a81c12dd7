import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { EpochMsColumn } from '../database/epoch-ms-column';
import { ForeignKey } from '../database/foreign-key.decorator';
import { User } from '../users/user.entity';

/** An uploaded file; its bytes live in the file storage under `storage_key`. */
@Entity({ name: 'files' })
export class StoredFile {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Index('IDX_files_owner_id')
  @Column({ name: 'owner_id', type: 'integer' })
  ownerId!: number;

  @Column({ name: 'storage_key', type: 'varchar', length: 255 })
  storageKey!: string;

  @Column({ name: 'original_name', type: 'varchar', length: 255 })
  originalName!: string;

  @Column({ type: 'varchar', length: 255 })
  mime!: string;

  @Column({ type: 'integer' })
  size!: number;

  @EpochMsColumn('created_at')
  createdAt!: number;

  /**
   * Since when no answer names the file: its upload time for a new file, null while an
   * answer names it. The orphan sweep removes a file detached for longer than
   * FILE_ORPHAN_GRACE_HOURS (see OrphanFilesSweeper).
   */
  @Index('IDX_files_detached_at')
  @EpochMsColumn('detached_at', { nullable: true })
  detachedAt!: number | null;

  /**
   * Pages of the file's preview once counted (FilePreviews): a PDF's pages, 1 for a raster
   * image, 0 without preview; null until first asked.
   */
  @Column({ name: 'page_count', type: 'integer', nullable: true })
  pageCount!: number | null;

  @ForeignKey(() => User, 'owner_id', 'FK_files_owner_id')
  owner?: User;
}
