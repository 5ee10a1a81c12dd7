import { Column, Entity, PrimaryColumn } from 'typeorm';
import { EpochMsColumn } from '../database/epoch-ms-column';
import { ForeignKey } from '../database/foreign-key.decorator';
import { Task } from '../tasks/task.entity';

/** A task's weight in the weighted average; a task without a row weighs 1. */
@Entity({ name: 'journal_weights' })
export class JournalWeight {
  @PrimaryColumn({ name: 'task_id', type: 'integer' })
  taskId!: number;

  @Column({ type: 'integer' })
  weight!: number;

  @EpochMsColumn('updated_at')
  updatedAt!: number;

  @ForeignKey(() => Task, 'task_id', 'FK_journal_weights_task_id')
  task?: Task;
}
