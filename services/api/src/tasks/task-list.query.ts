import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  TASKS_PER_PAGE,
  TaskLibraryStatus,
  type TaskListPage,
  type TaskListQuery as TaskListFilters,
  type TaskListSort,
  type TaskSummary,
} from '@tutor/contracts';
import { In, type DataSource, type Repository } from 'typeorm';
import { matchExpression, searchTerms } from '../common/search/russian-text';
import { isPostgres, searchQuery } from '../common/search/search-sql';
import { TASK_LIST_PAGE_MAX } from './dto/task-list-query.dto';
import { TaskQuestion } from './task-question.entity';
import { Task } from './task.entity';
import { taskSummary, type TaskCounts } from './task.mapper';
import { TaskWorks } from './task-works';
import { TasksErrorCode, TasksException } from './tasks.errors';

interface QuestionCountRow {
  taskId: number | string;
  questions: number | string;
}

/** A task has been sent once it has a dispatch job (planned, running or ended). */
const SENT = 'EXISTS (SELECT 1 FROM dispatch_jobs d WHERE d.task_id = t.id)';

const ORDER: Record<TaskListSort, string> = {
  newest: 't.created_at DESC, t.id DESC',
  oldest: 't.created_at ASC, t.id ASC',
  // The normalised title (lowercase, ё as е): SQLite's LOWER() knows no Cyrillic.
  title: 'COALESCE(s.title_key, t.title) ASC, t.id DESC',
  deadline: 'CASE WHEN t.deadline IS NULL THEN 1 ELSE 0 END, t.deadline ASC, t.id DESC',
};

function statusCondition(status: TaskListFilters['status']): string | undefined {
  switch (status) {
    case 'all':
      return undefined;
    case TaskLibraryStatus.Archived:
      return 't.archived_at IS NOT NULL';
    case TaskLibraryStatus.Draft:
      return `t.archived_at IS NULL AND NOT ${SENT}`;
    case TaskLibraryStatus.Sent:
      return `t.archived_at IS NULL AND ${SENT}`;
    case undefined:
    default:
      return 't.archived_at IS NULL';
  }
}

/**
 * The teacher's task library: one page of tasks by text, subject, status and creation
 * date, in the asked order, with the total. Text is searched as the catalogue searches
 * (common/search/russian-text.ts: every word of the query in any of its forms, in the
 * title or a question's text) over `task_search` (FTS5 on SQLite, tsvector on
 * PostgreSQL); a query without a letter or a digit filters nothing.
 */
@Injectable()
export class TaskListQuery {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Task) private readonly tasks: Repository<Task>,
    @InjectRepository(TaskQuestion) private readonly questions: Repository<TaskQuestion>,
    private readonly taskWorks: TaskWorks,
  ) {}

  async page(teacherId: number, query: TaskListFilters): Promise<TaskListPage> {
    if (query.from !== undefined && query.to !== undefined && query.from > query.to) {
      throw new TasksException(TasksErrorCode.DateRangeReversed);
    }
    const page = query.page ?? 1;
    const perPage = query.per_page ?? TASKS_PER_PAGE;
    const params: Record<string, unknown> = { teacherId };
    const conditions = ['t.teacher_id = :teacherId', 't.deleted_at IS NULL'];
    const status = statusCondition(query.status);
    if (status !== undefined) conditions.push(status);
    if (query.subject_id !== undefined) {
      params.subjectId = query.subject_id;
      conditions.push('t.subject_id = :subjectId');
    }
    if (query.from !== undefined) {
      params.from = query.from;
      conditions.push('t.created_at >= :from');
    }
    if (query.to !== undefined) {
      params.to = query.to;
      conditions.push('t.created_at < :to');
    }
    const terms = query.q === undefined ? [] : searchTerms(query.q);
    if (terms.length > 0) {
      params.match = matchExpression(terms);
      conditions.push(
        isPostgres(this.dataSource)
          ? `t.id IN (SELECT ts.task_id FROM task_search ts
               WHERE ts.document @@ websearch_to_tsquery('simple', :match))`
          : `t.id IN (SELECT rowid FROM task_search_fts WHERE task_search_fts MATCH :match)`,
      );
    }
    const where = conditions.join(' AND ');
    const [countRows, idRows] = await Promise.all([
      searchQuery<{ n: number | string }>(
        this.dataSource,
        `SELECT COUNT(*) AS n FROM tasks t WHERE ${where}`,
        params,
      ),
      page > TASK_LIST_PAGE_MAX
        ? Promise.resolve([])
        : searchQuery<{ id: number | string }>(
            this.dataSource,
            `SELECT t.id AS id FROM tasks t LEFT JOIN task_search s ON s.task_id = t.id
             WHERE ${where} ORDER BY ${ORDER[query.sort ?? 'newest']}
             LIMIT :limit OFFSET :offset`,
            { ...params, limit: perPage, offset: (page - 1) * perPage },
          ),
    ]);
    const ids = idRows.map((row) => Number(row.id));
    return {
      items: await this.summaries(teacherId, ids),
      total: Number(countRows[0]?.n ?? 0),
      page,
      per_page: perPage,
    };
  }

  /** One row of the library (after RecordAccess let the caller act on the task). */
  async summary(teacherId: number, taskId: number): Promise<TaskSummary> {
    const [row] = await this.summaries(teacherId, [taskId]);
    if (row === undefined) throw new Error(`Task ${taskId} vanished`);
    return row;
  }

  /** The rows of `ids`, in that order. */
  private async summaries(teacherId: number, ids: readonly number[]): Promise<TaskSummary[]> {
    if (ids.length === 0) return [];
    const [tasks, questionCounts, workCounts, sent] = await Promise.all([
      this.tasks.find({ where: { id: In([...ids]) }, relations: { subject: true } }),
      this.questionCounts(ids),
      this.taskWorks.countsByTask(teacherId),
      this.sentTasks(ids),
    ]);
    const byId = new Map(tasks.map((task) => [task.id, task]));
    const empty: TaskCounts = { questions: 0, works: 0, awaitingCheck: 0 };
    return ids.flatMap((id) => {
      const task = byId.get(id);
      if (task === undefined) return [];
      return [
        taskSummary(
          task,
          { ...empty, ...workCounts.get(id), questions: questionCounts.get(id) ?? 0 },
          sent.has(id),
        ),
      ];
    });
  }

  private async sentTasks(ids: readonly number[]): Promise<Set<number>> {
    const rows = await searchQuery<{ task_id: number | string }>(
      this.dataSource,
      'SELECT DISTINCT task_id FROM dispatch_jobs WHERE task_id IN (:...ids)',
      { ids },
    );
    return new Set(rows.map((row) => Number(row.task_id)));
  }

  private async questionCounts(ids: readonly number[]): Promise<Map<number, number>> {
    const rows = await this.questions
      .createQueryBuilder('question')
      .select('question.taskId', 'taskId')
      .addSelect('COUNT(*)', 'questions')
      .where('question.taskId IN (:...ids)', { ids })
      .groupBy('question.taskId')
      .getRawMany<QuestionCountRow>();
    return new Map(rows.map((row) => [Number(row.taskId), Number(row.questions)]));
  }
}
