import type { RubricCriterion } from '@tutor/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { EpochMsColumn } from '../database/epoch-ms-column';
import { ForeignKey } from '../database/foreign-key.decorator';
import { jsonColumn } from '../database/json-column.transformer';
import { User } from '../users/user.entity';

/**
 * A rubric of a teacher's library. Attaching it to a question copies its content into the
 * question, so editing or deleting it here changes no task and no work.
 */
@Entity({ name: 'rubrics' })
@Index('IDX_rubrics_teacher_updated', ['teacherId', 'updatedAt'])
export class LibraryRubricRecord {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'teacher_id', type: 'integer' })
  teacherId!: number;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'text', transformer: jsonColumn<RubricCriterion[]>() })
  criteria!: RubricCriterion[];

  @EpochMsColumn('created_at')
  createdAt!: number;

  @EpochMsColumn('updated_at')
  updatedAt!: number;

  @ForeignKey(() => User, 'teacher_id', 'FK_rubrics_teacher_id')
  teacher?: User;
}
