import type { ChoiceOption, QuestionType, ScaleOptions } from '@tutor/contracts';
import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { EpochMsColumn } from '../database/epoch-ms-column';
import { ForeignKey } from '../database/foreign-key.decorator';
import { jsonColumn } from '../database/json-column.transformer';
import { Task } from './task.entity';

/** A question as a revision keeps it: the task question's id and fields at the freeze. */
export interface FrozenQuestion {
  id: number;
  position: number;
  type: QuestionType;
  text: string;
  ball: number;
  options: ChoiceOption[] | null;
  correct: string[] | null;
  maxFiles: number;
  referenceAnswers: string[] | null;
  /** Ids of the files listed under the question (absent for none). */
  attachments?: number[];
}

/**
 * A task as it was sent: what a work's page, its answers' checks, its grading and its
 * journal cell read, frozen when the task is dispatched and never changed. The task's
 * live settings of sending (title, deadline, timer, repeats, showing answers) stay on
 * the task. One row per distinct content of a task (`digest`), so sending an unchanged
 * task again, from however many requests at once, reuses its revision.
 */
@Entity({ name: 'task_revisions' })
@Unique('UQ_task_revisions_task_digest', ['taskId', 'digest'])
export class TaskRevision {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'task_id', type: 'integer' })
  taskId!: number;

  /** SHA-256 (hex) of the frozen content. */
  @Column({ type: 'varchar', length: 64 })
  digest!: string;

  @Column({ type: 'text' })
  criteria!: string;

  @Column({ name: 'max_ball', type: 'integer' })
  maxBall!: number;

  @Column({ type: 'text', transformer: jsonColumn<ScaleOptions>() })
  scale!: ScaleOptions;

  @Column({ type: 'text' })
  decision!: string;

  /** The questions in their order. */
  @Column({ type: 'text', transformer: jsonColumn<FrozenQuestion[]>() })
  questions!: FrozenQuestion[];

  /** Ids of the files attached to the task as it was sent; null for none. */
  @Column({ type: 'text', nullable: true, transformer: jsonColumn<number[]>() })
  attachments!: number[] | null;

  @EpochMsColumn('created_at')
  createdAt!: number;

  @ForeignKey(() => Task, 'task_id', 'FK_task_revisions_task_id')
  task?: Task;
}
