import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ForeignKey } from '../database/foreign-key.decorator';
import { Task } from './task.entity';
import { QuestionContentColumns } from './question-content.columns';

/** A question of a task, ordered by position. */
@Entity({ name: 'task_questions' })
@Index('IDX_task_questions_task_id', ['taskId', 'position'])
export class TaskQuestion extends QuestionContentColumns {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'task_id', type: 'integer' })
  taskId!: number;

  @Column({ type: 'integer' })
  position!: number;

  @ForeignKey(() => Task, 'task_id', 'FK_task_questions_task_id')
  task?: Task;
}
