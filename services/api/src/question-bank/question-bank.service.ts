import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  normalizeShortAnswer,
  QUESTION_BANK_LIMITS,
  type BankQuestion as BankQuestionAnswer,
  type BankQuestionPage,
  type BankQuestionSaved,
} from '@tutor/contracts';
import type { Repository } from 'typeorm';
import { RecordAccess } from '../access/record-access.service';
import { Clock } from '../common/clock/clock.service';
import { isUniqueViolation } from '../database/unique-violation';
import { BankQuestion } from './bank-question.entity';
import {
  BankQuestionInputValidator,
  type ValidBankQuestion,
} from './bank-question-input.validator';
import type { BankQuestionQueryDto } from './dto/bank-question-query.dto';

/** The same content, whatever the subject: type, text, ball, options and answers. */
function contentKeyOf({ question }: ValidBankQuestion): string {
  const content = [
    question.type,
    question.text,
    question.ball,
    question.options,
    question.correct,
    question.maxFiles,
    question.referenceAnswers,
    // only when set, so questions saved before rubrics keep their key
    ...(question.rubric ? [question.rubric] : []),
  ];
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

/** A LIKE pattern holding `word` anywhere, its own % and _ taken literally. */
const containing = (word: string): string => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function answer(record: BankQuestion): BankQuestionAnswer {
  return {
    id: record.id,
    subject: record.subject ? { id: record.subject.id, name: record.subject.name } : null,
    type: record.type,
    text: record.text,
    ball: record.ball,
    ...(record.options === null ? {} : { options: record.options }),
    ...(record.correct === null ? {} : { correct: record.correct }),
    max_files: record.maxFiles,
    ...(record.referenceAnswers === null ? {} : { reference_answers: record.referenceAnswers }),
    ...(record.rubric === null ? {} : { rubric: record.rubric }),
    created_at: record.createdAt,
  };
}

/**
 * A teacher's question bank: questions saved from the task editor, found by words, type
 * and subject, inserted into tasks as copies (by the editor), deleted.
 */
@Injectable()
export class QuestionBankService {
  constructor(
    @InjectRepository(BankQuestion) private readonly questions: Repository<BankQuestion>,
    private readonly validator: BankQuestionInputValidator,
    private readonly access: RecordAccess,
    private readonly clock: Clock,
  ) {}

  async page(teacherId: number, query: BankQuestionQueryDto): Promise<BankQuestionPage> {
    const perPage = query.per_page ?? QUESTION_BANK_LIMITS.perPage;
    const page = query.page ?? 1;
    const select = this.questions
      .createQueryBuilder('q')
      .leftJoinAndSelect('q.subject', 'subject')
      .where('q.teacher_id = :teacherId', { teacherId });
    if (query.type !== undefined) select.andWhere('q.type = :type', { type: query.type });
    if (query.subject_id !== undefined) {
      select.andWhere('q.subject_id = :subjectId', { subjectId: query.subject_id });
    }
    const words = normalizeShortAnswer(query.q ?? '')
      .split(' ')
      .filter((word) => word !== '')
      .slice(0, 10);
    words.forEach((word, index) => {
      select.andWhere(`q.search_text LIKE :word${index} ESCAPE '\\'`, {
        [`word${index}`]: containing(word),
      });
    });
    const [records, total] = await select
      .orderBy('q.createdAt', 'DESC')
      .addOrderBy('q.id', 'DESC')
      .skip((page - 1) * perPage)
      .take(perPage)
      .getManyAndCount();
    return { items: records.map(answer), total, page, per_page: perPage };
  }

  /** Saves a copy; the same content saved again answers the copy kept before. */
  async save(teacherId: number, body: unknown): Promise<BankQuestionSaved> {
    const valid = await this.validator.validate(teacherId, body);
    const contentKey = contentKeyOf(valid);
    const kept = await this.find(teacherId, contentKey);
    if (kept) return { question: answer(kept), already_saved: true };
    const { question } = valid;
    const record = this.questions.create({
      teacherId,
      subjectId: valid.subjectId,
      type: question.type,
      text: question.text,
      ball: question.ball,
      options: question.options,
      correct: question.correct,
      maxFiles: question.maxFiles,
      referenceAnswers: question.referenceAnswers,
      rubric: question.rubric,
      searchText: normalizeShortAnswer(question.text),
      contentKey,
      createdAt: this.clock.now(),
    });
    try {
      await this.questions.insert(record);
    } catch (error) {
      // a concurrent save of the same content won the unique key: answer its copy
      if (!isUniqueViolation(error, 'content_key')) throw error;
      const winner = await this.find(teacherId, contentKey);
      if (!winner) throw error;
      return { question: answer(winner), already_saved: true };
    }
    const saved = await this.find(teacherId, contentKey);
    return { question: answer(saved ?? record), already_saved: false };
  }

  async remove(teacherId: number, id: number): Promise<void> {
    await this.access.require(teacherId, 'bank-question', id);
    await this.questions.delete({ id });
  }

  private find(teacherId: number, contentKey: string): Promise<BankQuestion | null> {
    return this.questions.findOne({
      where: { teacherId, contentKey },
      relations: { subject: true },
    });
  }
}
