import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { EpochMsColumn } from '../database/epoch-ms-column';
import { ForeignKey } from '../database/foreign-key.decorator';
import { User } from '../users/user.entity';

/** A teacher's reusable comment; the same text is kept once per teacher (text_key). */
@Entity({ name: 'comment_bank_entries' })
@Unique('UQ_comment_bank_entries_teacher_text', ['teacherId', 'textKey'])
@Index('IDX_comment_bank_entries_teacher_uses', ['teacherId', 'usesCount'])
export class CommentBankEntry {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'teacher_id', type: 'integer' })
  teacherId!: number;

  @Column({ type: 'text' })
  text!: string;

  /** The SHA-256 of the text: texts up to 5000 characters are too long for a unique index. */
  @Column({ name: 'text_key', type: 'varchar', length: 64 })
  textKey!: string;

  @Column({ name: 'uses_count', type: 'integer', default: 0 })
  usesCount!: number;

  @EpochMsColumn('last_used_at', { nullable: true })
  lastUsedAt!: number | null;

  @EpochMsColumn('created_at')
  createdAt!: number;

  @ForeignKey(() => User, 'teacher_id', 'FK_comment_bank_entries_teacher_id')
  teacher?: User;
}
