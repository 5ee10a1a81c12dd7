import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { EpochMsColumn } from '../database/epoch-ms-column';
import { ForeignKey } from '../database/foreign-key.decorator';
import { User } from '../users/user.entity';

/** A teacher's subject (the spec's category). */
@Entity({ name: 'subjects' })
@Unique('UQ_subjects_teacher_name', ['teacherId', 'name'])
export class Subject {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'teacher_id', type: 'integer' })
  teacherId!: number;

  @Column({ type: 'varchar', length: 255 })
  name!: string;

  @EpochMsColumn('created_at')
  createdAt!: number;

  @ForeignKey(() => User, 'teacher_id', 'FK_subjects_teacher_id')
  teacher?: User;
}
