import type { DispatchErrorKey, DispatchJobStatus, DispatchTarget } from '@tutor/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { EpochMsColumn } from '../database/epoch-ms-column';
import { jsonColumn } from '../database/json-column.transformer';
import { ForeignKey } from '../database/foreign-key.decorator';
import { Task } from '../tasks/task.entity';
import { User } from '../users/user.entity';

export type StoredDispatchTarget = DispatchTarget | { kind: 'joined'; student_ids: number[] };

/**
 * A job that sends a task to students. This row is the truth about the job: queues only
 * carry its id, and a sweep re-queues what is due or was left running by a dead worker.
 */
@Entity({ name: 'dispatch_jobs' })
@Index('IDX_dispatch_jobs_due', ['status', 'runAt'])
@Index('IDX_dispatch_jobs_task_id', ['taskId'])
export class DispatchJob {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'task_id', type: 'integer' })
  taskId!: number;

  @Column({ name: 'teacher_id', type: 'integer' })
  teacherId!: number;

  @Column({ type: 'text', transformer: jsonColumn<StoredDispatchTarget>() })
  target!: StoredDispatchTarget;

  @Column({ type: 'integer' })
  status!: DispatchJobStatus;

  /** When it may run: delay_at, or its creation time. */
  @EpochMsColumn('run_at')
  runAt!: number;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  /** Set while running; a running job whose lease passed is picked up again. */
  @EpochMsColumn('lease_until', { nullable: true })
  leaseUntil!: number | null;

  @Column({ name: 'works_created', type: 'integer', default: 0 })
  worksCreated!: number;

  @Column({ name: 'error_key', type: 'varchar', length: 64, nullable: true })
  errorKey!: DispatchErrorKey | null;

  @EpochMsColumn('created_at')
  createdAt!: number;

  @EpochMsColumn('finished_at', { nullable: true })
  finishedAt!: number | null;

  @ForeignKey(() => Task, 'task_id', 'FK_dispatch_jobs_task_id')
  task?: Task;

  @ForeignKey(() => User, 'teacher_id', 'FK_dispatch_jobs_teacher_id')
  teacher?: User;
}
