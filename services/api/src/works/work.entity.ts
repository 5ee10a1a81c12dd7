import type { Mark, WorkStatus } from '@tutor/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn, Unique, VersionColumn } from 'typeorm';
import { EpochMsColumn } from '../database/epoch-ms-column';
import { jsonColumn } from '../database/json-column.transformer';
import { ForeignKey } from '../database/foreign-key.decorator';
import { Task } from '../tasks/task.entity';
import { User } from '../users/user.entity';

/**
 * A student's work on a task, one per attempt. teacher_id repeats the task's owner so the
 * check queue and every rights check read one indexed table.
 */
@Entity({ name: 'works' })
@Unique('UQ_works_task_student_attempt', ['taskId', 'studentId', 'attempt'])
@Index('IDX_works_check_queue', ['teacherId', 'status', 'withdrawnAt', 'submittedAt', 'taskId'])
@Index('IDX_works_task_queue', ['taskId', 'status', 'withdrawnAt', 'submittedAt'])
@Index('IDX_works_timer', ['status', 'startedAt'])
@Index('IDX_works_queue_awaiting', ['teacherId', 'submittedAt', 'id'], {
  where: 'status IN (1, 2, 3) AND withdrawn_at IS NULL',
})
@Index('IDX_works_student_id', ['studentId', 'createdAt'])
export class Work {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'task_id', type: 'integer' })
  taskId!: number;

  @Column({ name: 'teacher_id', type: 'integer' })
  teacherId!: number;

  @Column({ name: 'student_id', type: 'integer' })
  studentId!: number;

  /** 1 for the first attempt; can_repeated adds more after 4. */
  @Column({ type: 'integer' })
  attempt!: number;

  @Column({ type: 'integer' })
  status!: WorkStatus;

  /** The dispatch job that created it (null for a new attempt the student started). */
  @Column({ name: 'dispatch_job_id', type: 'integer', nullable: true })
  dispatchJobId!: number | null;

  /**
   * The task revision it was sent with (task_revisions.id): its page, answers, check and
   * journal cell read that, not the live task. Null only for a row written around the
   * API (the first read pins it). No foreign key: adding one would rebuild the table on
   * SQLite and drop the check queue's triggers; revisions are never deleted.
   */
  @Column({ name: 'task_revision_id', type: 'integer', nullable: true })
  taskRevisionId!: number | null;

  @EpochMsColumn('started_at', { nullable: true })
  startedAt!: number | null;

  @EpochMsColumn('submitted_at', { nullable: true })
  submittedAt!: number | null;

  @EpochMsColumn('checked_at', { nullable: true })
  checkedAt!: number | null;

  /** Submitted after the deadline (post_deadline_allowed); computed by the server. */
  @Column({ type: 'boolean', default: false })
  late!: boolean;

  /** Whether it was ever returned for rework (resubmitting then gives 2). */
  @Column({ type: 'boolean', default: false })
  returned!: boolean;

  @Column({ type: 'integer', nullable: true })
  ball!: number | null;

  @Column({ type: 'text', nullable: true, transformer: jsonColumn<Mark>() })
  mark!: Mark | null;

  /** Optimistic lock: every save carries the version it saw; a stale one is refused. */
  @VersionColumn({ type: 'integer' })
  version!: number;

  @EpochMsColumn('created_at')
  createdAt!: number;

  @EpochMsColumn('updated_at')
  updatedAt!: number;

  /** Set when the teacher withdraws it or deletes the task: it is then not found. */
  @EpochMsColumn('withdrawn_at', { nullable: true })
  withdrawnAt!: number | null;

  @ForeignKey(() => Task, 'task_id', 'FK_works_task_id')
  task?: Task;

  @ForeignKey(() => User, 'teacher_id', 'FK_works_teacher_id')
  teacher?: User;

  @ForeignKey(() => User, 'student_id', 'FK_works_student_id')
  student?: User;

  /** The dispatch job that made it (by entity name: the dispatch module builds on works). */
  @ForeignKey('DispatchJob', 'dispatch_job_id', 'FK_works_dispatch_job_id', 'SET NULL')
  dispatchJob?: object;
}
