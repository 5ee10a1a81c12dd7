import type { JournalExportFormat, JournalExportStatus, JournalQuery } from '@tutor/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { EpochMsColumn } from '../database/epoch-ms-column';
import { ForeignKey } from '../database/foreign-key.decorator';
import { jsonColumn } from '../database/json-column.transformer';
import { User } from '../users/user.entity';

/** A queued export of a large grid: its query, its progress and, once done, its file. */
@Entity({ name: 'journal_exports' })
@Index('IDX_journal_exports_teacher', ['teacherId', 'createdAt'])
export class JournalExport {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'teacher_id', type: 'integer' })
  teacherId!: number;

  @Column({ type: 'varchar', length: 8 })
  format!: JournalExportFormat;

  /** The language of the file's headings (the request's). */
  @Column({ type: 'varchar', length: 8 })
  locale!: string;

  @Column({ type: 'text', transformer: jsonColumn<JournalQuery>() })
  query!: JournalQuery;

  @Column({ type: 'varchar', length: 16 })
  status!: JournalExportStatus;

  /** Student rows written so far, of `total`. */
  @Column({ type: 'integer' })
  done!: number;

  @Column({ type: 'integer' })
  total!: number;

  /** Its FileStorage key is journal-exports/<fileName>, once done. */
  @Column({ name: 'file_name', type: 'varchar', length: 255, nullable: true })
  fileName!: string | null;

  @EpochMsColumn('created_at')
  createdAt!: number;

  @EpochMsColumn('finished_at', { nullable: true })
  finishedAt!: number | null;

  @ForeignKey(() => User, 'teacher_id', 'FK_journal_exports_teacher_id')
  teacher?: User;
}
