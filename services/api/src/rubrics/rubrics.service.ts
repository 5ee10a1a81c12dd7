import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { RUBRIC_LIMITS, type LibraryRubric, type LibraryRubricList } from '@tutor/contracts';
import type { Repository } from 'typeorm';
import { RecordAccess } from '../access/record-access.service';
import { Clock } from '../common/clock/clock.service';
import { ValidationFailedException } from '../common/validation/validation-failed.exception';
import type { RubricDto } from './dto/rubric.dto';
import { rubricOf } from './rubric-copy';
import { LibraryRubricRecord } from './rubric.entity';
import { rubricRules } from './rubric.rules';

function answer(record: LibraryRubricRecord): LibraryRubric {
  return {
    id: record.id,
    title: record.title,
    criteria: record.criteria,
    created_at: record.createdAt,
    updated_at: record.updatedAt,
  };
}

/** The body's own fields, once the rules comparing its parts pass. */
function checked(body: RubricDto): Pick<LibraryRubricRecord, 'title' | 'criteria'> {
  const errors = rubricRules(body, '');
  if (errors.length > 0) throw new ValidationFailedException(errors);
  const { title, criteria } = rubricOf(body) ?? body;
  return { title, criteria };
}

/**
 * A teacher's rubric library: rubrics kept to attach to questions. The editor copies one
 * into a question, so changes here reach no task.
 */
@Injectable()
export class RubricsService {
  constructor(
    @InjectRepository(LibraryRubricRecord)
    private readonly rubrics: Repository<LibraryRubricRecord>,
    private readonly access: RecordAccess,
    private readonly clock: Clock,
  ) {}

  async list(teacherId: number): Promise<LibraryRubricList> {
    const records = await this.rubrics.find({
      where: { teacherId },
      order: { updatedAt: 'DESC', id: 'DESC' },
      take: RUBRIC_LIMITS.libraryMax,
    });
    return { items: records.map(answer) };
  }

  async create(teacherId: number, body: RubricDto): Promise<LibraryRubric> {
    const now = this.clock.now();
    const record = this.rubrics.create({
      teacherId,
      ...checked(body),
      createdAt: now,
      updatedAt: now,
    });
    return answer(await this.rubrics.save(record));
  }

  async update(teacherId: number, id: number, body: RubricDto): Promise<LibraryRubric> {
    const record = await this.access.require(teacherId, 'rubric', id);
    const fields = checked(body);
    await this.rubrics.update({ id }, { ...fields, updatedAt: this.clock.now() });
    return answer({ ...record, ...fields, updatedAt: this.clock.now() });
  }

  async remove(teacherId: number, id: number): Promise<void> {
    await this.access.require(teacherId, 'rubric', id);
    await this.rubrics.delete({ id });
  }
}
