import type { ChoiceOption, QuestionType } from '@tutor/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { jsonColumn } from '../database/json-column.transformer';
import { ForeignKey } from '../database/foreign-key.decorator';
import { Task } from './task.entity';

/** A question of a task, ordered by position. */
@Entity({ name: 'task_questions' })
@Index('IDX_task_questions_task_id', ['taskId', 'position'])
export class TaskQuestion {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'task_id', type: 'integer' })
  taskId!: number;

  @Column({ type: 'integer' })
  position!: number;

  @Column({ type: 'varchar', length: 32 })
  type!: QuestionType;

  @Column({ type: 'text' })
  text!: string;

  @Column({ type: 'integer' })
  ball!: number;

  /** Choice questions: the options; null for other types. */
  @Column({ type: 'text', nullable: true, transformer: jsonColumn<ChoiceOption[]>() })
  options!: ChoiceOption[] | null;

  /** Choice questions: ids of the correct options. */
  @Column({ type: 'text', nullable: true, transformer: jsonColumn<string[]>() })
  correct!: string[] | null;

  /** File questions: how many files an answer may hold (1 for other types). */
  @Column({ name: 'max_files', type: 'integer', default: 1 })
  maxFiles!: number;

  /** Short-text questions: the accepted answers of the automatic check; null for none. */
  @Column({
    name: 'reference_answers',
    type: 'text',
    nullable: true,
    transformer: jsonColumn<string[]>(),
  })
  referenceAnswers!: string[] | null;

  @ForeignKey(() => Task, 'task_id', 'FK_task_questions_task_id')
  task?: Task;
}
