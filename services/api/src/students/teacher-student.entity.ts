import { Entity, Index, PrimaryGeneratedColumn, Column, Unique } from 'typeorm';
import { EpochMsColumn } from '../database/epoch-ms-column';
import { ForeignKey } from '../database/foreign-key.decorator';
import { User } from '../users/user.entity';

/** A student of a teacher; a student can belong to several teachers. */
@Entity({ name: 'teacher_students' })
@Unique('UQ_teacher_students_pair', ['teacherId', 'studentId'])
export class TeacherStudent {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'teacher_id', type: 'integer' })
  teacherId!: number;

  @Index('IDX_teacher_students_student_id')
  @Column({ name: 'student_id', type: 'integer' })
  studentId!: number;

  @EpochMsColumn('joined_at')
  joinedAt!: number;

  @ForeignKey(() => User, 'teacher_id', 'FK_teacher_students_teacher_id')
  teacher?: User;

  @ForeignKey(() => User, 'student_id', 'FK_teacher_students_student_id')
  student?: User;
}
