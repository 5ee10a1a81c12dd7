import type { AnswerValue, RubricLevels } from '@tutor/contracts';
import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { EpochMsColumn } from '../database/epoch-ms-column';
import { jsonColumn } from '../database/json-column.transformer';
import { ForeignKey } from '../database/foreign-key.decorator';
import { Work } from './work.entity';

/** A work's answer to one question. */
@Entity({ name: 'work_answers' })
@Unique('UQ_work_answers_work_question', ['workId', 'questionId'])
export class WorkAnswer {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'work_id', type: 'integer' })
  workId!: number;

  /**
   * A question of the work's revision (see TaskRevision): no foreign key, as the live
   * task may have deleted it since the work was sent.
   */
  @Column({ name: 'question_id', type: 'integer' })
  questionId!: number;

  @Column({ type: 'text', nullable: true, transformer: jsonColumn<AnswerValue>() })
  value!: AnswerValue | null;

  /** Choice questions: the ball the automatic check gave. */
  @Column({ name: 'auto_ball', type: 'integer', nullable: true })
  autoBall!: number | null;

  /** The teacher's ball (an override of auto_ball for choices). */
  @Column({ type: 'integer', nullable: true })
  ball!: number | null;

  /** A rubric question: the level the teacher chose per criterion (criterion id → level id). */
  @Column({
    name: 'rubric_levels',
    type: 'text',
    nullable: true,
    transformer: jsonColumn<RubricLevels>(),
  })
  rubricLevels!: RubricLevels | null;

  @EpochMsColumn('updated_at')
  updatedAt!: number;

  @ForeignKey(() => Work, 'work_id', 'FK_work_answers_work_id')
  work?: Work;
}
