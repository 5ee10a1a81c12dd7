import type { WorkStatus } from '@tutor/contracts';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { ForeignKey } from '../../database/foreign-key.decorator';
import { Task } from '../../tasks/task.entity';

/**
 * How many non-withdrawn works of a task await check in one status. Read-only for the
 * app: triggers on `works` keep it (migration 1795600000002-check-queue-counts).
 */
@Entity({ name: 'check_queue_counts' })
@Index('IDX_check_queue_counts_teacher', ['teacherId', 'status'])
export class CheckQueueCount {
  @PrimaryColumn({ name: 'task_id', type: 'integer' })
  taskId!: number;

  @PrimaryColumn({ type: 'integer' })
  status!: WorkStatus;

  @Column({ name: 'teacher_id', type: 'integer' })
  teacherId!: number;

  @Column({ type: 'integer' })
  works!: number;

  @ForeignKey(() => Task, 'task_id', 'FK_check_queue_counts_task_id')
  task?: Task;
}
