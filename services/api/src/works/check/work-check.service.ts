import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { WorkStatus, markForBall, type WorkView } from '@tutor/contracts';
import type { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock.service';
import type { TaskQuestion } from '../../tasks/task-question.entity';
import type { Task } from '../../tasks/task.entity';
import type { User } from '../../users/user.entity';
import type { CheckWorkDto } from '../dto/check-work.dto';
import type { ReturnWorkDto } from '../dto/return-work.dto';
import { WorkAccess, type ReadableWork } from '../work-access.service';
import { WorkAnswer } from '../work-answer.entity';
import { fieldRefusal, notEditable, staleVersion } from '../work-refusals';
import { AWAITING_CHECK } from '../work-rules';
import { Transactions } from '../../database/transactions.service';
import { WorkViews } from '../work-views.service';
import { updateWork } from '../work-writes';
import type { Work } from '../work.entity';
import { WorkNotes } from '../work-notes';
import { WorkEvents } from '../work.events';
import { WorksErrorCode } from '../works.errors';
import { givenScore, requireCompleteRubrics, type GivenScore } from './rubric-scores';

/** The teacher's side of a work: open, score (draft or final), return for rework, withdraw. */
@Injectable()
export class WorkCheck {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: WorkAccess,
    private readonly transactions: Transactions,
    private readonly views: WorkViews,
    private readonly clock: Clock,
    private readonly notes: WorkNotes,
    private readonly events: WorkEvents,
  ) {}

  /** POST /api/works/:workId/open: 1 or 2 → 3 (being checked); 3 stays. */
  async open(teacher: User, workId: number): Promise<WorkView> {
    const { work, task } = await this.access.requireReadable(teacher, workId);
    if (work.status === WorkStatus.BeingChecked) return this.views.view(teacher, work, task);
    if (!AWAITING_CHECK.includes(work.status)) throw notEditable(WorksErrorCode.NotAwaitingCheck);
    await this.transactions.run((manager) =>
      updateWork(
        manager,
        work.id,
        { statuses: [WorkStatus.Submitted, WorkStatus.Resubmitted] },
        { status: WorkStatus.BeingChecked, updatedAt: this.clock.now() },
      ),
    );
    return this.views.reload(teacher, work.id, task);
  }

  /**
   * PUT /api/works/:workId/check: balls per question (others keep theirs), saved as a
   * draft in 3, or the final check (4) with the total and the mark on the task's scale.
   * A checked work (4) may be checked again (re-grading), only as a final check.
   */
  async check(teacher: User, workId: number, body: CheckWorkDto): Promise<WorkView> {
    const { work, task, questions } = await this.requireCheckable(teacher, workId, body.version);
    const regrade = work.status === WorkStatus.Checked;
    if (regrade && !body.finish) throw fieldRefusal('finish', WorksErrorCode.RegradeFinal);
    const scores = this.checkBalls(body, questions);
    const given = new Map([...scores].map(([questionId, score]) => [questionId, score.ball]));
    const stored = await this.dataSource.getRepository(WorkAnswer).findBy({ workId: work.id });
    if (body.finish) requireCompleteRubrics(questions, stored, scores, body.balls);
    const total = this.total(questions, stored, given);
    if (total > task.maxBall) {
      throw fieldRefusal('balls', WorksErrorCode.BallTotal, { total, max: task.maxBall });
    }
    const now = this.clock.now();
    const result = body.finish
      ? {
          status: WorkStatus.Checked,
          ball: total,
          mark: markForBall(task.scale, total, task.maxBall),
          checkedAt: now,
        }
      : { status: WorkStatus.BeingChecked };
    const checked = await this.transactions.run(async (manager) => {
      const applied = await updateWork(
        manager,
        work.id,
        { version: body.version, statuses: regrade ? [WorkStatus.Checked] : AWAITING_CHECK },
        { ...result, updatedAt: now },
      );
      if (!applied) throw staleVersion();
      const comment = body.comment?.trim() ?? '';
      if (body.finish && comment !== '') {
        await this.notes.add(manager, {
          workId: work.id,
          authorId: teacher.id,
          text: comment,
          at: now,
        });
      }
      if (given.size > 0) {
        await manager.getRepository(WorkAnswer).upsert(
          [...given].map(([questionId, ball]) => ({
            workId: work.id,
            questionId,
            ball,
            rubricLevels: scores.get(questionId)?.levels ?? null,
            updatedAt: now,
          })),
          ['workId', 'questionId'],
        );
      }
      return body.finish
        ? [
            await this.events.record(manager, {
              type: 'work_checked',
              workId: work.id,
              regraded: regrade,
            }),
          ]
        : [];
    });
    await this.events.deliver(checked);
    return this.views.reload(teacher, work.id, task);
  }

  /** POST /api/works/:workId/return: back to the student (0) with a comment. */
  async returnForRework(teacher: User, workId: number, body: ReturnWorkDto): Promise<WorkView> {
    const { work, task } = await this.requireAwaitingCheck(teacher, workId, body.version);
    const now = this.clock.now();
    const returned = await this.transactions.run(async (manager) => {
      const applied = await updateWork(
        manager,
        work.id,
        { version: body.version, statuses: AWAITING_CHECK },
        {
          status: WorkStatus.Draft,
          returned: true,
          submittedAt: null,
          // The rework gets a fresh timer when the task has one.
          startedAt: null,
          late: false,
          updatedAt: now,
        },
      );
      if (!applied) throw staleVersion();
      await this.notes.add(manager, {
        workId: work.id,
        authorId: teacher.id,
        text: body.comment,
        at: now,
      });
      return this.events.record(manager, {
        type: 'work_returned',
        workId: work.id,
        note: body.comment,
      });
    });
    await this.events.deliver([returned]);
    return this.views.reload(teacher, work.id, task);
  }

  /** DELETE /api/works/:workId: the work is withdrawn; from then on it is not found. */
  async withdraw(teacher: User, workId: number): Promise<void> {
    const { work } = await this.access.requireReadable(teacher, workId);
    await this.transactions.run((manager) =>
      updateWork(manager, work.id, {}, { withdrawnAt: this.clock.now() }),
    );
  }

  private async requireAwaitingCheck(
    teacher: User,
    workId: number,
    version: number,
  ): Promise<{ work: Work; task: Task }> {
    const { work, task } = await this.access.requireReadable(teacher, workId);
    if (!AWAITING_CHECK.includes(work.status)) throw notEditable(WorksErrorCode.NotAwaitingCheck);
    if (work.version !== version) throw staleVersion();
    return { work, task };
  }

  /** Awaiting check, or checked (4) for a re-grade. */
  private async requireCheckable(
    teacher: User,
    workId: number,
    version: number,
  ): Promise<ReadableWork> {
    const readable = await this.access.requireReadable(teacher, workId);
    const { work } = readable;
    const checkable = AWAITING_CHECK.includes(work.status) || work.status === WorkStatus.Checked;
    if (!checkable) throw notEditable(WorksErrorCode.NotAwaitingCheck);
    if (work.version !== version) throw staleVersion();
    return readable;
  }

  /** The given scores by question; each must be a question of the task, within its ball. */
  private checkBalls(
    body: CheckWorkDto,
    questions: readonly TaskQuestion[],
  ): Map<number, GivenScore> {
    const byId = new Map(questions.map((question) => [question.id, question]));
    const given = new Map<number, GivenScore>();
    body.balls.forEach((entry, index) => {
      const { question_id: questionId } = entry;
      const question = byId.get(questionId);
      if (question === undefined) {
        throw fieldRefusal(`balls.${index}.question_id`, WorksErrorCode.QuestionUnknown);
      }
      if (given.has(questionId)) {
        throw fieldRefusal(`balls.${index}.question_id`, WorksErrorCode.QuestionRepeated);
      }
      const score = givenScore(entry, question, index);
      if (score.ball > question.ball) {
        throw fieldRefusal(`balls.${index}.ball`, WorksErrorCode.BallRange, { max: question.ball });
      }
      given.set(questionId, score);
    });
    return given;
  }

  /** The sum over the task's questions: the given ball, else the stored (or automatic) one. */
  private total(
    questions: readonly TaskQuestion[],
    stored: readonly WorkAnswer[],
    given: ReadonlyMap<number, number>,
  ): number {
    const byQuestion = new Map(stored.map((row) => [row.questionId, row]));
    return questions.reduce((sum, question) => {
      const row = byQuestion.get(question.id);
      return sum + (given.get(question.id) ?? row?.ball ?? row?.autoBall ?? 0);
    }, 0);
  }
}
