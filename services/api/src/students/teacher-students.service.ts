import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { StudentSummary } from '@tutor/contracts';
import { In, type Repository } from 'typeorm';
import { RecordAccess } from '../access/record-access.service';
import { Transactions } from '../database/transactions.service';
import { AccessException } from '../common/errors/access.exception';
import { StudentGroupMember } from './student-group-member.entity';
import { StudentGroup } from './student-group.entity';
import { TeacherStudent } from './teacher-student.entity';

/**
 * Who is whose student: the teacher's list, removing a student, and the questions other
 * modules ask (dispatch, works) before they act on a teacher's students.
 */
@Injectable()
export class TeacherStudentsService {
  constructor(
    @InjectRepository(TeacherStudent) private readonly links: Repository<TeacherStudent>,
    @InjectRepository(StudentGroup) private readonly groups: Repository<StudentGroup>,
    @InjectRepository(StudentGroupMember)
    private readonly members: Repository<StudentGroupMember>,
    private readonly transactions: Transactions,
    private readonly access: RecordAccess,
  ) {}

  /** The teacher's students, the latest to join first, with the teacher's groups they are in. */
  async list(teacherId: number): Promise<StudentSummary[]> {
    const links = await this.links.find({
      where: { teacherId },
      relations: { student: true },
      order: { joinedAt: 'DESC', id: 'DESC' },
    });
    const groupIds = await this.groupIdsByStudent(teacherId);
    return links.flatMap(({ student, joinedAt }) =>
      student === undefined
        ? []
        : [
            {
              id: student.id,
              first_name: student.firstName,
              email: student.email,
              joined_at: joinedAt,
              group_ids: groupIds.get(student.id) ?? [],
            },
          ],
    );
  }

  /**
   * The student stops being the teacher's and leaves the teacher's groups; works they
   * already have stay. 404 when they are not the teacher's student.
   */
  async remove(teacherId: number, studentId: number): Promise<void> {
    await this.transactions.run(async (manager) => {
      await this.access.require(teacherId, 'student', studentId, manager);
      const removed = await manager.delete(TeacherStudent, { teacherId, studentId });
      if ((removed.affected ?? 0) === 0) throw AccessException.notFound();
      const groups = await manager.find(StudentGroup, {
        where: { teacherId },
        select: { id: true },
      });
      if (groups.length === 0) return;
      await manager.delete(StudentGroupMember, {
        studentId,
        groupId: In(groups.map((group) => group.id)),
      });
    });
  }

  async studentIdsOf(teacherId: number): Promise<number[]> {
    const links = await this.links.find({ where: { teacherId }, select: { studentId: true } });
    return links.map((link) => link.studentId);
  }

  async teacherIdsOf(studentId: number): Promise<number[]> {
    const links = await this.links.find({ where: { studentId }, select: { teacherId: true } });
    return links.map((link) => link.teacherId);
  }

  async isStudentOf(teacherId: number, studentId: number): Promise<boolean> {
    return this.links.existsBy({ teacherId, studentId });
  }

  /** The students of one of the teacher's groups; null when the group is missing or not theirs. */
  async groupStudentIds(teacherId: number, groupId: number): Promise<number[] | null> {
    if (!(await this.groups.existsBy({ id: groupId, teacherId }))) return null;
    const members = await this.members.find({ where: { groupId }, select: { studentId: true } });
    return members.map((member) => member.studentId);
  }

  private async groupIdsByStudent(teacherId: number): Promise<Map<number, number[]>> {
    const members = await this.members
      .createQueryBuilder('member')
      .innerJoin('member.group', 'grp')
      .where('grp.teacherId = :teacherId', { teacherId })
      .orderBy('member.groupId', 'ASC')
      .getMany();
    const byStudent = new Map<number, number[]>();
    for (const { studentId, groupId } of members) {
      byStudent.set(studentId, [...(byStudent.get(studentId) ?? []), groupId]);
    }
    return byStudent;
  }
}
