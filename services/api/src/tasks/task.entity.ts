import type { ScaleOptions, TaskOrigin } from '@tutor/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { EpochMsColumn } from '../database/epoch-ms-column';
import { jsonColumn } from '../database/json-column.transformer';
import { ForeignKey } from '../database/foreign-key.decorator';
import { Subject } from '../subjects/subject.entity';
import { User } from '../users/user.entity';

/** A teacher's task. Deleting one sets deleted_at: its works are withdrawn, not erased. */
@Entity({ name: 'tasks' })
@Index('IDX_tasks_teacher_id', ['teacherId', 'deletedAt'])
export class Task {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'teacher_id', type: 'integer' })
  teacherId!: number;

  /** Null when none was chosen or the subject was deleted. */
  @Column({ name: 'subject_id', type: 'integer', nullable: true })
  subjectId!: number | null;

  @Column({ type: 'varchar', length: 255 })
  title!: string;

  @Column({ type: 'text' })
  criteria!: string;

  @Column({ name: 'max_ball', type: 'integer' })
  maxBall!: number;

  @Column({ name: 'timer_minutes', type: 'integer' })
  timerMinutes!: number;

  @EpochMsColumn('deadline', { nullable: true })
  deadline!: number | null;

  @EpochMsColumn('delay_at', { nullable: true })
  delayAt!: number | null;

  @Column({ name: 'only_new', type: 'boolean', default: false })
  onlyNew!: boolean;

  @Column({ name: 'can_repeated', type: 'boolean', default: false })
  canRepeated!: boolean;

  @Column({ name: 'show_answers', type: 'boolean', default: false })
  showAnswers!: boolean;

  @Column({ name: 'post_deadline_allowed', type: 'boolean', default: false })
  postDeadlineAllowed!: boolean;

  @Column({ name: 'allow_question_copy', type: 'boolean', default: false })
  allowQuestionCopy!: boolean;

  /** The scale and its options (ScaleOptions) as JSON. */
  @Column({ name: 'scale', type: 'text', transformer: jsonColumn<ScaleOptions>() })
  scale!: ScaleOptions;

  @Column({ type: 'text' })
  decision!: string;

  /** Ids of the files attached to the task as a whole; null for none. */
  @Column({ type: 'text', nullable: true, transformer: jsonColumn<number[]>() })
  attachments!: number[] | null;

  @EpochMsColumn('created_at')
  createdAt!: number;

  @EpochMsColumn('updated_at')
  updatedAt!: number;

  @EpochMsColumn('deleted_at', { nullable: true })
  deletedAt!: number | null;

  /** Set while the task is archived: out of the default list, can't be sent. */
  @EpochMsColumn('archived_at', { nullable: true })
  archivedAt!: number | null;

  /** Where it came from (see TaskOrigin): only an authored task may become a material. */
  @Column({ type: 'varchar', length: 16, default: 'authored' })
  origin!: TaskOrigin;

  @ForeignKey(() => User, 'teacher_id', 'FK_tasks_teacher_id')
  teacher?: User;

  @ForeignKey(() => Subject, 'subject_id', 'FK_tasks_subject_id', 'SET NULL')
  subject?: Subject;
}
