import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { StudentGroupMember } from '../students/student-group-member.entity';
import { StudentGroup } from '../students/student-group.entity';
import { TeacherStudent } from '../students/teacher-student.entity';
import type { StoredDispatchTarget } from './dispatch-job.entity';

/** Ids per IN (...) list: far below SQLite's and PostgreSQL's parameter limits. */
const IN_CHUNK = 1000;

export type Recipients = { kind: 'students'; ids: number[] } | { kind: 'group_deleted' };

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Who a dispatch goes to: always only the teacher's current students. */
@Injectable()
export class DispatchRecipients {
  constructor(
    @InjectRepository(TeacherStudent) private readonly teacherStudents: Repository<TeacherStudent>,
    @InjectRepository(StudentGroup) private readonly groups: Repository<StudentGroup>,
    @InjectRepository(StudentGroupMember) private readonly members: Repository<StudentGroupMember>,
  ) {}

  /** The given ids that are students of the teacher, in the given order, without repeats. */
  async ownStudents(teacherId: number, ids: readonly number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    const own = new Set<number>();
    for (const chunk of chunks(unique, IN_CHUNK)) {
      const rows = await this.teacherStudents
        .createQueryBuilder('ts')
        .select('ts.student_id', 'student_id')
        .where('ts.teacher_id = :teacherId', { teacherId })
        .andWhere('ts.student_id IN (:...chunk)', { chunk })
        .getRawMany<{ student_id: number | string }>();
      for (const row of rows) own.add(Number(row.student_id));
    }
    return unique.filter((id) => own.has(id));
  }

  async isOwnGroup(teacherId: number, groupId: number): Promise<boolean> {
    return this.groups.existsBy({ id: groupId, teacherId });
  }

  /** The students a job's target names at this moment. */
  async resolve(teacherId: number, target: StoredDispatchTarget): Promise<Recipients> {
    switch (target.kind) {
      case 'students':
      case 'joined':
        return { kind: 'students', ids: await this.ownStudents(teacherId, target.student_ids) };
      case 'group':
        if (!(await this.isOwnGroup(teacherId, target.group_id))) return { kind: 'group_deleted' };
        return { kind: 'students', ids: await this.groupMembers(teacherId, target.group_id) };
      case 'all':
        return { kind: 'students', ids: await this.allStudents(teacherId) };
    }
  }

  private async groupMembers(teacherId: number, groupId: number): Promise<number[]> {
    const rows = await this.members
      .createQueryBuilder('m')
      .select('m.student_id', 'student_id')
      .innerJoin(
        TeacherStudent,
        'ts',
        'ts.student_id = m.student_id AND ts.teacher_id = :teacherId',
        { teacherId },
      )
      .where('m.group_id = :groupId', { groupId })
      .orderBy('m.student_id')
      .getRawMany<{ student_id: number | string }>();
    return rows.map((row) => Number(row.student_id));
  }

  private async allStudents(teacherId: number): Promise<number[]> {
    const rows = await this.teacherStudents
      .createQueryBuilder('ts')
      .select('ts.student_id', 'student_id')
      .where('ts.teacher_id = :teacherId', { teacherId })
      .orderBy('ts.student_id')
      .getRawMany<{ student_id: number | string }>();
    return rows.map((row) => Number(row.student_id));
  }
}
