import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { StudentGroup as StudentGroupAnswer } from '@tutor/contracts';
import type { EntityManager, Repository } from 'typeorm';
import { Transactions } from '../database/transactions.service';
import { Clock } from '../common/clock/clock.service';
import type { CreateGroupDto, UpdateGroupDto } from './dto/group.dto';
import { StudentGroupMember } from './student-group-member.entity';
import { StudentGroup } from './student-group.entity';
import { TeacherStudentsService } from './teacher-students.service';
import { StudentsErrorCode, StudentsException } from './students.errors';
import { RecordAccess } from '../access/record-access.service';

const byName = new Intl.Collator('ru', { sensitivity: 'base', numeric: true });

/** A teacher's groups of their own students. */
@Injectable()
export class StudentGroupsService {
  constructor(
    @InjectRepository(StudentGroup) private readonly groups: Repository<StudentGroup>,
    @InjectRepository(StudentGroupMember)
    private readonly members: Repository<StudentGroupMember>,
    private readonly transactions: Transactions,
    private readonly students: TeacherStudentsService,
    private readonly clock: Clock,
    private readonly access: RecordAccess,
  ) {}

  /** The teacher's groups by name. */
  async list(teacherId: number): Promise<StudentGroupAnswer[]> {
    const groups = await this.groups.find({ where: { teacherId }, order: { id: 'ASC' } });
    const members = await this.members
      .createQueryBuilder('member')
      .innerJoin('member.group', 'grp')
      .where('grp.teacherId = :teacherId', { teacherId })
      .getMany();
    return groups
      .map((group) => answer(group, members))
      .sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
  }

  async create(teacherId: number, input: CreateGroupDto): Promise<StudentGroupAnswer> {
    const studentIds = await this.ownStudents(teacherId, input.student_ids ?? []);
    const group = await this.transactions.run(async (manager) => {
      const saved = await manager.save(
        manager.create(StudentGroup, { teacherId, name: input.name, createdAt: this.clock.now() }),
      );
      await setMembers(manager, saved.id, studentIds);
      return saved;
    });
    return { id: group.id, name: group.name, student_ids: [...studentIds].sort((a, b) => a - b) };
  }

  async update(
    teacherId: number,
    groupId: number,
    input: UpdateGroupDto,
  ): Promise<StudentGroupAnswer> {
    const group = await this.access.require(teacherId, 'group', groupId);
    const studentIds =
      input.student_ids === undefined || input.student_ids === null
        ? undefined
        : await this.ownStudents(teacherId, input.student_ids);
    await this.transactions.run(async (manager) => {
      // written even when unchanged: the row's lock makes a concurrent update of the same
      // group wait, so its member list replaces this one instead of colliding with it
      if (typeof input.name === 'string') group.name = input.name;
      await manager.update(StudentGroup, { id: group.id }, { name: group.name });
      if (studentIds !== undefined) {
        await manager.delete(StudentGroupMember, { groupId: group.id });
        await setMembers(manager, group.id, studentIds);
      }
    });
    const members = await this.members.find({ where: { groupId: group.id } });
    return answer(group, members);
  }

  async remove(teacherId: number, groupId: number): Promise<void> {
    const group = await this.access.require(teacherId, 'group', groupId);
    await this.transactions.run(async (manager) => {
      await manager.delete(StudentGroupMember, { groupId: group.id });
      await manager.delete(StudentGroup, { id: group.id });
    });
  }

  /** The ids without repeats, each one the teacher's student, or 422 on student_ids. */
  private async ownStudents(teacherId: number, ids: readonly number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const own = new Set(await this.students.studentIdsOf(teacherId));
    if (unique.some((id) => !own.has(id))) {
      throw new StudentsException(StudentsErrorCode.NotYourStudents);
    }
    return unique;
  }
}

function answer(group: StudentGroup, members: readonly StudentGroupMember[]): StudentGroupAnswer {
  return {
    id: group.id,
    name: group.name,
    student_ids: members
      .filter((member) => member.groupId === group.id)
      .map((member) => member.studentId)
      .sort((a, b) => a - b),
  };
}

async function setMembers(
  manager: EntityManager,
  groupId: number,
  studentIds: readonly number[],
): Promise<void> {
  if (studentIds.length === 0) return;
  // a chunk stays under SQLite's limit of bound parameters per statement
  for (let start = 0; start < studentIds.length; start += 400) {
    const chunk = studentIds.slice(start, start + 400);
    await manager.insert(
      StudentGroupMember,
      chunk.map((studentId) => ({ groupId, studentId })),
    );
  }
}
