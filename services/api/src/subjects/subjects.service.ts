import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Subject as SubjectAnswer } from '@tutor/contracts';
import type { Repository } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { isUniqueViolation } from '../database/unique-violation';
import { Subject } from './subject.entity';
import { SubjectsErrorCode, SubjectsException } from './subjects.errors';
import { RecordAccess } from '../access/record-access.service';

const byName = new Intl.Collator('ru', { sensitivity: 'base', numeric: true });

/**
 * Names match whatever their letter case or Unicode form (é as one character or as e and
 * an accent); SQLite's LOWER() knows only ASCII, hence in code. This is stricter than the
 * unique index, which compares the stored text as it is.
 */
const folded = (name: string): string => name.normalize('NFC').toLowerCase();
const sameName = (a: string, b: string): boolean => folded(a) === folded(b);

const nameTaken = (): SubjectsException => new SubjectsException(SubjectsErrorCode.NameTaken);

const answer = (subject: Subject): SubjectAnswer => ({ id: subject.id, name: subject.name });

/** A teacher's own subjects (the spec's categories), each name once per teacher. */
@Injectable()
export class SubjectsService {
  constructor(
    @InjectRepository(Subject) private readonly subjects: Repository<Subject>,
    private readonly clock: Clock,
    private readonly access: RecordAccess,
  ) {}

  /** The teacher's subjects by name, the same order on SQLite and PostgreSQL. */
  async list(teacherId: number): Promise<SubjectAnswer[]> {
    const subjects = await this.subjects.findBy({ teacherId });
    return subjects.sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id).map(answer);
  }

  async create(teacherId: number, name: string): Promise<SubjectAnswer> {
    await this.refuseTaken(teacherId, name);
    const subject = this.subjects.create({ teacherId, name, createdAt: this.clock.now() });
    return answer(await this.saving(() => this.subjects.save(subject)));
  }

  /**
   * Adds the starter subjects the teacher chose; a name they have already (in any letter
   * case) is skipped, so a second click or a second tab adds nothing. The whole list back.
   */
  async addStarter(teacherId: number, names: readonly string[]): Promise<SubjectAnswer[]> {
    const existing = await this.subjects.find({ where: { teacherId }, select: { name: true } });
    const taken = new Set(existing.map((subject) => folded(subject.name)));
    const now = this.clock.now();
    for (const name of names) {
      if (taken.has(folded(name))) continue;
      taken.add(folded(name));
      // A concurrent request that added the same name first leaves nothing to add.
      await this.subjects
        .createQueryBuilder()
        .insert()
        .values({ teacherId, name, createdAt: now })
        .orIgnore()
        .updateEntity(false)
        .execute();
    }
    return this.list(teacherId);
  }

  async rename(teacherId: number, id: number, name: string): Promise<SubjectAnswer> {
    const subject = await this.access.require(teacherId, 'subject', id);
    await this.refuseTaken(teacherId, name, id);
    subject.name = name;
    await this.saving(() => this.subjects.update({ id }, { name }));
    return answer(subject);
  }

  /** Its tasks stay, without a subject (the foreign key sets it null). */
  async remove(teacherId: number, id: number): Promise<void> {
    await this.access.require(teacherId, 'subject', id);
    await this.subjects.delete({ id });
  }

  private async refuseTaken(teacherId: number, name: string, exceptId?: number): Promise<void> {
    const subjects = await this.subjects.find({
      where: { teacherId },
      select: { id: true, name: true },
    });
    if (subjects.some((subject) => subject.id !== exceptId && sameName(subject.name, name))) {
      throw nameTaken();
    }
  }

  /** A write that a concurrent one with the same name beat to the unique key is a 422 too. */
  private async saving<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, 'name')) throw nameTaken();
      throw error;
    }
  }
}
