import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { EpochMsColumn } from '../database/epoch-ms-column';
import { ForeignKey } from '../database/foreign-key.decorator';
import { Task } from '../tasks/task.entity';
import { User } from '../users/user.entity';

/** A cell the teacher excused: it counts in no average. */
@Entity({ name: 'journal_excuses' })
export class JournalExcuse {
  @PrimaryColumn({ name: 'task_id', type: 'integer' })
  taskId!: number;

  @Index('IDX_journal_excuses_student_id')
  @PrimaryColumn({ name: 'student_id', type: 'integer' })
  studentId!: number;

  /** The task's owner, who excused it. */
  @Column({ name: 'teacher_id', type: 'integer' })
  teacherId!: number;

  @EpochMsColumn('created_at')
  createdAt!: number;

  @ForeignKey(() => Task, 'task_id', 'FK_journal_excuses_task_id')
  task?: Task;

  @ForeignKey(() => User, 'student_id', 'FK_journal_excuses_student_id')
  student?: User;
}
