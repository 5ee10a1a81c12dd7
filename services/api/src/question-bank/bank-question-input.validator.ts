import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { Repository } from 'typeorm';
import { fieldError } from '../common/validation/field-error';
import { ValidationFailedException } from '../common/validation/validation-failed.exception';
import { VALIDATOR_OPTIONS } from '../common/validation/validation.pipe';
import { Subject } from '../subjects/subject.entity';
import { firstFailures, refusedPaths } from '../tasks/dto/first-failure';
import { questionRules } from '../tasks/input/task-input.rules';
import { questionOf, type ValidQuestion } from '../tasks/input/task-input.validator';
import { BankQuestionInputDto } from './dto/bank-question-input.dto';
import '../tasks/tasks.messages';

/** A bank question every rule accepted. */
export interface ValidBankQuestion {
  subjectId: number | null;
  question: Omit<ValidQuestion, 'id'>;
}

const isBody = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

/**
 * Checks a bank question with the rules of a task's question (the same DTO and the rules
 * comparing its fields) and the teacher's subjects, answering one 422 for all.
 */
@Injectable()
export class BankQuestionInputValidator {
  constructor(@InjectRepository(Subject) private readonly subjects: Repository<Subject>) {}

  async validate(teacherId: number, body: unknown): Promise<ValidBankQuestion> {
    const dto = plainToInstance(BankQuestionInputDto, isBody(body) ? body : {});
    const errors = firstFailures(await validate(dto, VALIDATOR_OPTIONS));
    const refused = refusedPaths(errors);
    if (!refused.includes('question')) {
      errors.push(...questionRules(dto.question, 'question', { refused }));
    }
    const subjectId = dto.subject_id ?? null;
    if (!refused.includes('subject_id') && subjectId !== null) {
      const own = await this.subjects.existsBy({ id: subjectId, teacherId });
      if (!own) {
        errors.push(fieldError('subject_id', subjectId, 'isOwnSubject', 'tasks.subject_unknown'));
      }
    }
    if (errors.length > 0) throw new ValidationFailedException(errors);
    const { id: _ignored, ...question } = questionOf(dto.question, false);
    return { subjectId, question };
  }
}
