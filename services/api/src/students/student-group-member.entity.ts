import { Entity, Index, PrimaryColumn } from 'typeorm';
import { ForeignKey } from '../database/foreign-key.decorator';
import { StudentGroup } from './student-group.entity';
import { User } from '../users/user.entity';

/** A student in a group. */
@Entity({ name: 'student_group_members' })
export class StudentGroupMember {
  @PrimaryColumn({ name: 'group_id', type: 'integer' })
  groupId!: number;

  @Index('IDX_student_group_members_student_id')
  @PrimaryColumn({ name: 'student_id', type: 'integer' })
  studentId!: number;

  @ForeignKey(() => StudentGroup, 'group_id', 'FK_student_group_members_group_id')
  group?: StudentGroup;

  @ForeignKey(() => User, 'student_id', 'FK_student_group_members_student_id')
  student?: User;
}
