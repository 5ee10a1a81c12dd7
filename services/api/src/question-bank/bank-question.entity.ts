import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { EpochMsColumn } from '../database/epoch-ms-column';
import { ForeignKey } from '../database/foreign-key.decorator';
import { Subject } from '../subjects/subject.entity';
import { User } from '../users/user.entity';
import { QuestionContentColumns } from '../tasks/question-content.columns';

/**
 * A question in a teacher's bank: the content of a task question, kept apart from every
 * task (inserting one copies it into the task's form). The same content is kept once per
 * teacher (`content_key`), so a second click or a second save finds the first copy.
 */
@Entity({ name: 'bank_questions' })
@Unique('UQ_bank_questions_teacher_content', ['teacherId', 'contentKey'])
@Index('IDX_bank_questions_teacher_created', ['teacherId', 'createdAt'])
export class BankQuestion extends QuestionContentColumns {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'teacher_id', type: 'integer' })
  teacherId!: number;

  /** The subject it was saved under; null for none (or once the subject is deleted). */
  @Column({ name: 'subject_id', type: 'integer', nullable: true })
  subjectId!: number | null;

  /** The text folded for search (lower case, ё as е): SQLite's LOWER() knows only ASCII. */
  @Column({ name: 'search_text', type: 'text' })
  searchText!: string;

  /** A hash of the content (type, text, ball, options, answers): one copy per teacher. */
  @Column({ name: 'content_key', type: 'varchar', length: 64 })
  contentKey!: string;

  @EpochMsColumn('created_at')
  createdAt!: number;

  @ForeignKey(() => User, 'teacher_id', 'FK_bank_questions_teacher_id')
  teacher?: User;

  @ForeignKey(() => Subject, 'subject_id', 'FK_bank_questions_subject_id', 'SET NULL')
  subject?: Subject | null;
}
