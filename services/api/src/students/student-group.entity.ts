import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { EpochMsColumn } from '../database/epoch-ms-column';
import { ForeignKey } from '../database/foreign-key.decorator';
import { User } from '../users/user.entity';

/** A teacher's group of students. */
@Entity({ name: 'student_groups' })
export class StudentGroup {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Index('IDX_student_groups_teacher_id')
  @Column({ name: 'teacher_id', type: 'integer' })
  teacherId!: number;

  @Column({ type: 'varchar', length: 255 })
  name!: string;

  @EpochMsColumn('created_at')
  createdAt!: number;

  @ForeignKey(() => User, 'teacher_id', 'FK_student_groups_teacher_id')
  teacher?: User;
}
