import { Column, Entity, PrimaryColumn, Unique } from 'typeorm';
import { EpochMsColumn } from '../database/epoch-ms-column';
import { ForeignKey } from '../database/foreign-key.decorator';
import { User } from '../users/user.entity';

/** A teacher's invite code: /login?asStudent=1&invite=<code>. */
@Entity({ name: 'teacher_invites' })
@Unique('UQ_teacher_invites_code', ['code'])
export class TeacherInvite {
  @PrimaryColumn({ name: 'teacher_id', type: 'integer' })
  teacherId!: number;

  @Column({ type: 'varchar', length: 64 })
  code!: string;

  @EpochMsColumn('created_at')
  createdAt!: number;

  @ForeignKey(() => User, 'teacher_id', 'FK_teacher_invites_teacher_id')
  teacher?: User;
}
