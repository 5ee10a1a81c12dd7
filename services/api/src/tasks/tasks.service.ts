import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  DispatchJobStatus,
  TASK_LIMITS,
  TaskOrigin,
  type ResendUnstartedResult,
  type Task as TaskView,
} from '@tutor/contracts';
import { Repository, type EntityManager } from 'typeorm';
import { Transactions } from '../database/transactions.service';
import { Clock } from '../common/clock/clock.service';
import { TaskInputValidator, type ValidTaskInput } from './input/task-input.validator';
import { insertQuestions, replaceQuestions } from './task-questions.writer';
import { TaskQuestion } from './task-question.entity';
import { Task } from './task.entity';
import { taskInputOfView, taskView } from './task.mapper';
import { TaskWorks } from './task-works';
import { TaskRevisions } from './task-revisions.service';
import { RecordAccess } from '../access/record-access.service';
import type { Locale } from '../i18n/locale';
import { translate } from '../i18n/messages';
import { TaskSearchIndex } from './task-search.index';
import { attachTaskFiles } from './attachments/attach-task-files';
import { TaskAttachments } from './attachments/task-attachments.service';
import { taskViewWithFiles, viewFileIds } from './attachments/task-view-files';
import { searchQuery } from '../common/search/search-sql';

function taskFields(input: ValidTaskInput): Partial<Task> {
  const { questions: _questions, ...fields } = input;
  return fields;
}

/** «<title> (копия)» in the request's language, the title cut to fit the limit. */
export function copyTitle(title: string, locale: Locale): string {
  const full = translate('tasks.copy_title', locale, { title });
  const over = Array.from(full).length - TASK_LIMITS.titleMax;
  if (over <= 0) return full;
  const kept = Array.from(title).slice(0, Math.max(0, Array.from(title).length - over));
  return translate('tasks.copy_title', locale, { title: kept.join('').trimEnd() });
}

const searchSource = (input: ValidTaskInput) => ({
  title: input.title,
  questions: input.questions.map((question) => question.text),
});

/** A teacher's tasks: reading, writing and deleting them. */
@Injectable()
export class TasksService {
  constructor(
    @InjectRepository(Task) private readonly tasks: Repository<Task>,
    @InjectRepository(TaskQuestion) private readonly questions: Repository<TaskQuestion>,
    private readonly transactions: Transactions,
    private readonly validator: TaskInputValidator,
    private readonly attachments: TaskAttachments,
    private readonly clock: Clock,
    private readonly taskWorks: TaskWorks,
    private readonly revisions: TaskRevisions,
    private readonly access: RecordAccess,
    private readonly search: TaskSearchIndex,
  ) {}

  /** The teacher's own task, with its subject (RecordAccess: 404 missing, 403 another's). */
  private requireOwnTask(
    teacherId: number,
    taskId: number,
    manager?: EntityManager,
  ): Promise<Task> {
    return this.access.require(teacherId, 'task', taskId, manager);
  }

  /** A task's questions in their order. */
  questionsOf(taskId: number): Promise<TaskQuestion[]> {
    return this.questions.find({ where: { taskId }, order: { position: 'ASC' } });
  }

  async view(teacherId: number, taskId: number): Promise<TaskView> {
    const task = await this.requireOwnTask(teacherId, taskId);
    const [questions, sent] = await Promise.all([
      this.questionsOf(task.id),
      this.taskWorks.sentCounts(task.id),
    ]);
    return taskViewWithFiles(
      this.attachments,
      taskView(task, questions, task.subject, sent),
      task,
      questions,
    );
  }

  /** A new task; `origin` says where it came from (a copy of a material is not authored). */
  async create(
    teacherId: number,
    body: unknown,
    origin: TaskOrigin = TaskOrigin.Authored,
    sharedFiles?: ReadonlySet<number>,
  ): Promise<TaskView> {
    const input = await this.validator.validate(teacherId, body, undefined, sharedFiles);
    const now = this.clock.now();
    const taskId = await this.transactions.run(async (manager) => {
      const { identifiers } = await manager.insert(Task, {
        ...taskFields(input),
        origin,
        teacherId,
        createdAt: now,
        updatedAt: now,
        deletedAt: null,
      });
      const id = Number(identifiers[0]?.id);
      await insertQuestions(manager, id, input.questions);
      await attachTaskFiles(manager, teacherId, input);
      await this.search.index(id, searchSource(input), manager);
      return id;
    });
    return this.view(teacherId, taskId);
  }

  /**
   * A new task with the teacher's task's questions and settings, unscheduled. It keeps the
   * origin of the task it copies: a copy of a bought lesson is still not the teacher's own.
   */
  async copy(teacherId: number, taskId: number): Promise<TaskView> {
    const source = await this.view(teacherId, taskId);
    return this.create(teacherId, taskInputOfView(source), source.origin, viewFileIds(source));
  }

  /**
   * The library's "Duplicate": copy() titled «<title> (копия)» / "<title> (copy)". A new
   * draft: not archived, not sent, no works. Each call makes one more copy.
   */
  async duplicate(teacherId: number, taskId: number, locale: Locale): Promise<TaskView> {
    const source = await this.view(teacherId, taskId);
    const input = { ...taskInputOfView(source), title: copyTitle(source.title, locale) };
    return this.create(teacherId, input, source.origin, viewFileIds(source));
  }

  /**
   * Archives the task (again is fine: the first moment stays). It leaves the default list
   * and can't be sent: its planned sends are cancelled. Its works are still checked and
   * it stays in the journal.
   */
  async archive(teacherId: number, taskId: number): Promise<void> {
    await this.requireOwnTask(teacherId, taskId);
    const now = this.clock.now();
    await this.transactions.run(async (manager) => {
      await manager
        .createQueryBuilder()
        .update(Task)
        .set({ archivedAt: now, updatedAt: now })
        .where('id = :taskId AND archived_at IS NULL', { taskId })
        .execute();
      // The dispatch module's table, by name: it builds on this module, not the reverse.
      await searchQuery(
        manager,
        'DELETE FROM dispatch_jobs WHERE task_id = :taskId AND status = :planned',
        { taskId, planned: DispatchJobStatus.Planned },
      );
    });
  }

  /** Back in the list as it was (a draft, or sent); unarchiving again changes nothing. */
  async unarchive(teacherId: number, taskId: number): Promise<void> {
    await this.requireOwnTask(teacherId, taskId);
    await this.tasks
      .createQueryBuilder()
      .update(Task)
      .set({ archivedAt: null, updatedAt: this.clock.now() })
      .where('id = :taskId AND archived_at IS NOT NULL', { taskId })
      .execute();
  }

  /**
   * Replaces the task's fields and questions (see replaceQuestions for what is kept). The
   * task is the draft of its next send: works already sent keep their revision, so the
   * edit changes none of them (nor their marks); the next dispatch freezes a new one.
   */
  update(teacherId: number, taskId: number, body: unknown): Promise<TaskView> {
    return this.write(teacherId, taskId, body, true);
  }

  /**
   * Replaces a copy's content with a newer version of its material (the buyer's "update my
   * copy"): as update(), but the version's questions replace the copy's even where
   * students answered them. The works sent keep their revision (their answers name its
   * questions), so no work and no mark changes; the next send freezes the new content as
   * a new revision of the same task.
   */
  replaceContent(
    teacherId: number,
    taskId: number,
    body: unknown,
    sharedFiles?: ReadonlySet<number>,
  ): Promise<TaskView> {
    return this.write(teacherId, taskId, body, false, sharedFiles);
  }

  private async write(
    teacherId: number,
    taskId: number,
    body: unknown,
    guarded: boolean,
    sharedFiles?: ReadonlySet<number>,
  ): Promise<TaskView> {
    const task = await this.requireOwnTask(teacherId, taskId);
    const existing = await this.questionsOf(task.id);
    const input = await this.validator.validate(
      teacherId,
      body,
      {
        task,
        questionIds: new Set(existing.map((question) => question.id)),
      },
      sharedFiles,
    );
    await this.transactions.run(async (manager) => {
      await this.requireOwnTask(teacherId, taskId, manager);
      await manager.update(
        Task,
        { id: task.id },
        {
          ...taskFields(input),
          updatedAt: this.clock.now(),
        },
      );
      await replaceQuestions(this.taskWorks, manager, task.id, input.questions, guarded);
      await attachTaskFiles(manager, teacherId, input);
      await this.search.index(task.id, searchSource(input), manager);
    });
    return this.view(teacherId, taskId);
  }

  /**
   * The task as it is now goes to its works that are not opened yet (drafts never
   * started nor returned, so without answers): the teacher's choice after editing a sent
   * task. Started, submitted and checked works keep what they were sent; only a
   * re-check changes a mark. Answers how many works took the new revision.
   */
  async resendUnstarted(teacherId: number, taskId: number): Promise<ResendUnstartedResult> {
    await this.requireOwnTask(teacherId, taskId);
    const revision = await this.revisions.freeze(taskId);
    const updated = await this.taskWorks.reviseUnstarted(taskId, revision.id, this.clock.now());
    return { updated };
  }

  /**
   * Soft-deletes the task and withdraws its works (they then answer WorkNotFound). Its
   * planned dispatch jobs are ended by the dispatch module when it finds the task deleted.
   */
  async remove(teacherId: number, taskId: number): Promise<void> {
    await this.requireOwnTask(teacherId, taskId);
    const now = this.clock.now();
    await this.transactions.run(async (manager) => {
      await manager.update(Task, { id: taskId }, { deletedAt: now, updatedAt: now });
      await this.taskWorks.withdrawAll(manager, taskId, now);
    });
  }
}
