import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { WorkStatus, type AnswerValue } from '@tutor/contracts';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../common/clock/clock.service';
import { attachFiles } from '../../files/file-attachments';
import { StoredFile } from '../../files/stored-file.entity';
import type { TaskQuestion } from '../../tasks/task-question.entity';
import type { User } from '../../users/user.entity';
import { automaticBall, fileIdsOf, readAnswerValue } from './answer-values';
import type { SaveAnswersDto } from '../dto/save-answers.dto';
import { WorkAccess } from '../work-access.service';
import { WorkAnswer } from '../work-answer.entity';
import { Transactions } from '../../database/transactions.service';
import { fieldRefusal, notEditable, notStarted, staleVersion, timeIsUp } from '../work-refusals';
import { questionsHidden } from '../work-view';
import { updateWork } from '../work-writes';
import { WorksErrorCode } from '../works.errors';

interface CheckedAnswer {
  question: TaskQuestion;
  value: AnswerValue | null;
}

/** The first answer naming a file not among `known`: 422 on its value. */
function refuseUnknownFile(answers: readonly CheckedAnswer[], known: ReadonlySet<number>): void {
  const index = answers.findIndex(({ value }) => fileIdsOf(value).some((id) => !known.has(id)));
  if (index !== -1) throw fieldRefusal(`answers.${index}.value`, WorksErrorCode.AnswerFileUnknown);
}

/** Autosave of a student's answers (PUT /api/works/:workId/answers). */
@Injectable()
export class WorkAnswers {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: WorkAccess,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
  ) {}

  /**
   * Saves the given answers (one row per question) while the work is a draft and still
   * at the version the client saw; a timed work only once started ("Начать"), an untimed
   * one counts as started from its first save. Answers the new version.
   */
  async save(student: User, workId: number, body: SaveAnswersDto): Promise<{ version: number }> {
    const { work, task, questions, timeUp } = await this.access.requireReadable(student, workId);
    if (timeUp) throw timeIsUp();
    if (work.status !== WorkStatus.Draft) throw notEditable(WorksErrorCode.NotEditable);
    if (questionsHidden(work, task, false)) throw notStarted();
    if (work.version !== body.version) throw staleVersion();
    const answers = await this.check(student, body, questions);
    const now = this.clock.now();
    await this.transactions.run(async (manager) => {
      const applied = await updateWork(
        manager,
        work.id,
        { version: body.version, statuses: [WorkStatus.Draft] },
        { startedAt: work.startedAt ?? now, updatedAt: now },
      );
      if (!applied) throw staleVersion();
      if (answers.length === 0) return;
      await this.attachFiles(manager, student, answers);
      await manager.getRepository(WorkAnswer).upsert(
        answers.map(({ question, value }) => ({
          workId: work.id,
          questionId: question.id,
          value,
          autoBall: automaticBall(question, value),
          // A changed answer drops the teacher's earlier ball for it (after a rework).
          ball: null,
          rubricLevels: null,
          updatedAt: now,
        })),
        ['workId', 'questionId'],
      );
    });
    return { version: body.version + 1 };
  }

  /** Each answer against its question; the first misfit is a 422 on its field. */
  private async check(
    student: User,
    body: SaveAnswersDto,
    questions: readonly TaskQuestion[],
  ): Promise<CheckedAnswer[]> {
    const byId = new Map(questions.map((question) => [question.id, question]));
    const seen = new Set<number>();
    const checked = body.answers.map((input, index): CheckedAnswer => {
      const question = byId.get(input.question_id);
      if (question === undefined) {
        throw fieldRefusal(`answers.${index}.question_id`, WorksErrorCode.QuestionUnknown);
      }
      if (seen.has(question.id)) {
        throw fieldRefusal(`answers.${index}.question_id`, WorksErrorCode.QuestionRepeated);
      }
      seen.add(question.id);
      const read = readAnswerValue(question, input.value);
      if ('refusal' in read)
        throw fieldRefusal(`answers.${index}.value`, read.refusal, read.params);
      return { question, value: read.value };
    });
    await this.checkFilesOwned(student, checked);
    return checked;
  }

  /** File and audio answers name files the student uploaded. */
  private async checkFilesOwned(student: User, answers: readonly CheckedAnswer[]): Promise<void> {
    const ids = answers.flatMap(({ value }) => fileIdsOf(value));
    if (ids.length === 0) return;
    const owned = await this.dataSource.getRepository(StoredFile).find({
      where: { id: In(ids), ownerId: student.id },
      select: { id: true },
    });
    refuseUnknownFile(answers, new Set(owned.map((file) => file.id)));
  }

  /** In the save's transaction: the files are attached, unless removed since the check. */
  private async attachFiles(
    manager: EntityManager,
    student: User,
    answers: readonly CheckedAnswer[],
  ): Promise<void> {
    const ids = answers.flatMap(({ value }) => fileIdsOf(value));
    refuseUnknownFile(answers, await attachFiles(manager, student.id, ids));
  }
}
