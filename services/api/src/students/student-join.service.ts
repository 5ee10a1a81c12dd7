import { Injectable, Logger, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ROLE_STUDENT, ROLE_TEACHER } from '@tutor/contracts';
import type { DataSource } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { insertOrIgnore } from '../database/insert-or-ignore';
import { StudentCapacity } from './student-capacity';
import { StudentJoinedEvents } from './student-joined.events';
import { TeacherInvitesService } from './teacher-invites.service';
import { TeacherStudent } from './teacher-student.entity';
import { StudentsErrorCode, StudentsException } from './students.errors';

/** A student joins the teacher whose invite code they bring. */
@Injectable()
export class StudentJoinService {
  private readonly logger = new Logger(StudentJoinService.name);

  constructor(
    private readonly invites: TeacherInvitesService,
    private readonly users: UsersService,
    private readonly events: StudentJoinedEvents,
    private readonly clock: Clock,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Optional() private readonly capacity?: StudentCapacity,
  ) {}

  /** The teacher of a current invite code; null for an unknown or replaced one. */
  async teacherOfInvite(code: string): Promise<User | null> {
    const teacherId = await this.invites.teacherIdOf(code);
    const teacher = teacherId === null ? null : await this.users.findById(teacherId);
    return teacher?.role === ROLE_TEACHER ? teacher : null;
  }

  /**
   * Makes the student the code's teacher's student (again is a no-op) and answers the
   * teacher; null for an unknown or replaced code. Only a new pair is announced. A teacher
   * whose plan has no room for another student is refused (422 on `invite`).
   */
  async joinByInvite(studentId: number, code: string): Promise<User | null> {
    const teacher = await this.teacherOfInvite(code);
    if (teacher === null) return null;
    await this.checkRoom(teacher.id, studentId);
    const joinedAt = this.clock.now();
    const added = await insertOrIgnore(this.dataSource, TeacherStudent, {
      teacherId: teacher.id,
      studentId,
      joinedAt,
    });
    if (added) await this.events.emit({ teacherId: teacher.id, studentId, joinedAt });
    return teacher;
  }

  /** Refuses a new student when the teacher already has as many as their plan allows. */
  private async checkRoom(teacherId: number, studentId: number): Promise<void> {
    const limit = (await this.capacity?.limitOf(teacherId)) ?? null;
    if (limit === null) return;
    const pairs = this.dataSource.getRepository(TeacherStudent);
    if (await pairs.existsBy({ teacherId, studentId })) return;
    if ((await pairs.countBy({ teacherId })) < limit) return;
    throw new StudentsException(StudentsErrorCode.TeacherFull, { params: { limit } });
  }

  /**
   * The join of a sign-in or registration that came through an invite link: only for a
   * student, and never at the cost of the sign-in itself (it has already happened).
   */
  async joinIfInvited(
    user: Pick<User, 'id' | 'role'>,
    code: string | null | undefined,
  ): Promise<void> {
    if (user.role !== ROLE_STUDENT || typeof code !== 'string' || code === '') return;
    try {
      await this.joinByInvite(user.id, code);
    } catch (error) {
      this.logger.error({ err: error }, `Student ${user.id} could not join by invite`);
    }
  }
}
