import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CHECK_QUEUE_PER_PAGE, WorkStatus, type CheckQueueItem, type Page } from '@tutor/contracts';
import type { DataSource } from 'typeorm';
import { rawQuery } from '../../database/raw-query';
import type { User } from '../../users/user.entity';
import { CheckQueuePages } from './check-queue-pages';
import type { CheckQueueQueryDto } from '../dto/check-queue-query.dto';
import { AWAITING_CHECK, isResubmitted, isReturned } from '../work-rules';
import { RecordAccess } from '../../access/record-access.service';

interface QueueRow {
  work_id: number;
  task_id: number;
  title: string;
  subject_id: number | null;
  subject_name: string | null;
  student_id: number;
  student_first_name: string;
  status: number;
  attempt: number;
  returned: boolean | number;
  late: boolean | number;
  submitted_at: number | string | null;
}

const COLUMNS = `SELECT w.id AS work_id, w.task_id AS task_id, t.title AS title,
  t.subject_id AS subject_id, s.name AS subject_name, w.student_id AS student_id,
  u.first_name AS student_first_name, w.status AS status, w.attempt AS attempt,
  w.returned AS returned, w.late AS late, w.submitted_at AS submitted_at`;
const JOINS = `INNER JOIN tasks t ON t.id = w.task_id
INNER JOIN users u ON u.id = w.student_id
LEFT JOIN subjects s ON s.id = t.subject_id`;

function toItem(row: QueueRow): CheckQueueItem {
  return {
    work_id: row.work_id,
    task_id: row.task_id,
    title: row.title,
    subject: row.subject_id === null ? null : { id: row.subject_id, name: row.subject_name ?? '' },
    student: { id: row.student_id, first_name: row.student_first_name },
    status: row.status as WorkStatus,
    attempt: row.attempt,
    resubmitted: isResubmitted({
      returned: Boolean(row.returned),
      status: row.status as WorkStatus,
    }),
    returned: isReturned({ returned: Boolean(row.returned), status: row.status as WorkStatus }),
    late: Boolean(row.late),
    submitted_at: row.submitted_at === null ? null : Number(row.submitted_at),
  };
}

/**
 * The teacher's check queue: one query for the page and, when the page does not tell it,
 * one for the total; or none, when this instance has answered the same page since the
 * teacher's queue last changed (CheckQueuePages; one primary-key read says so).
 *
 * The page picks its works' ids first and joins only those. The whole queue is read in
 * order from IDX_works_queue_awaiting (the works awaiting check, by submitted_at and id)
 * and stops at the page; one status is its own arm over IDX_works_check_queue (teacher_id,
 * status, withdrawn_at, submitted_at, task_id); a task or student filter reads that task's
 * or student's few works instead. Works of a deleted task are withdrawn in the same
 * transaction, so withdrawn_at alone hides them.
 *
 * The total sums the per-task counters that triggers keep in check_queue_counts; with a
 * student filter it counts that student's few works.
 */
@Injectable()
export class CheckQueue {
  private readonly pages = new CheckQueuePages();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: RecordAccess,
  ) {}

  /** GET /api/checks */
  async page(teacher: User, query: CheckQueueQueryDto): Promise<Page<CheckQueueItem>> {
    // read before the page, so a page is never kept under a version newer than its rows
    const version = await this.versionOf(teacher.id);
    const key = pageKey(teacher.id, query);
    const kept = this.pages.find(key, version);
    if (kept !== undefined) return kept;
    const page = await this.read(teacher, query);
    this.pages.keep(key, version, page);
    return page;
  }

  private async versionOf(teacherId: number): Promise<number> {
    const [row] = await rawQuery<{ version: number | string }>(
      this.dataSource,
      'SELECT version FROM check_queue_versions WHERE teacher_id = :teacherId',
      { teacherId },
    );
    return row === undefined ? 0 : Number(row.version);
  }

  private async read(teacher: User, query: CheckQueueQueryDto): Promise<Page<CheckQueueItem>> {
    const page = query.page ?? 1;
    const perPage = query.per_page ?? CHECK_QUEUE_PER_PAGE;
    const statuses = query.status === undefined ? AWAITING_CHECK : [query.status];
    const params = {
      teacherId: teacher.id,
      taskId: query.task_id,
      studentId: query.student_id,
      subjectId: query.subject_id,
      limit: perPage,
      offset: (page - 1) * perPage,
    };
    const rows = await rawQuery<QueueRow>(this.dataSource, pageSql(query, statuses), params);
    return {
      items: rows.map(toItem),
      total: await this.total(rows.length, params, totalSql(query, statuses)),
      page,
      per_page: perPage,
    };
  }

  /** A page short of full is the last one (unless past the end), so it tells the total. */
  private async total(
    found: number,
    params: { limit: number; offset: number },
    countSql: string,
  ): Promise<number> {
    if (found < params.limit && (found > 0 || params.offset === 0)) return params.offset + found;
    const [counted] = await rawQuery<{ total: number | string | null }>(
      this.dataSource,
      countSql,
      params,
    );
    return Number(counted?.total ?? 0);
  }

  /** GET /api/tasks/:taskId/works: every work of one of the teacher's tasks. */
  async ofTask(teacher: User, taskId: number): Promise<CheckQueueItem[]> {
    await this.access.require(teacher.id, 'task', taskId);
    const rows = await rawQuery<QueueRow>(
      this.dataSource,
      `${COLUMNS} FROM works w ${JOINS} WHERE w.task_id = :taskId AND w.withdrawn_at IS NULL
        ORDER BY u.first_name, w.student_id, w.attempt`,
      { taskId },
    );
    return rows.map(toItem);
  }
}

/** The task and subject filters on `column` (a task id). */
function taskFilters(query: CheckQueueQueryDto, column: string): string[] {
  return [
    ...(query.task_id === undefined ? [] : [`${column} = :taskId`]),
    ...(query.subject_id === undefined
      ? []
      : [
          `${column} IN (SELECT st.id FROM tasks st WHERE st.teacher_id = :teacherId
            AND st.subject_id = :subjectId AND st.deleted_at IS NULL)`,
        ]),
  ];
}

/**
 * The conditions on works `q`. A task or student filter reads that task's works through
 * IDX_works_task_queue or the student's through IDX_works_student_id: the unary `+` keeps
 * the planner off the teacher's queue index (and, for a student, off the timer index).
 */
function workConditions(query: CheckQueueQueryDto, status: string): string {
  const byStudent = query.student_id !== undefined;
  const narrow = byStudent || query.task_id !== undefined;
  return [
    `${narrow ? '+' : ''}q.teacher_id = :teacherId`,
    `${byStudent ? '+' : ''}q.status ${status}`,
    'q.withdrawn_at IS NULL',
    ...taskFilters(query, 'q.task_id'),
    ...(byStudent ? ['q.student_id = :studentId'] : []),
  ].join(' AND ');
}

/** What a page depends on besides its teacher's queue: the query's values in one order. */
function pageKey(teacherId: number, query: CheckQueueQueryDto): string {
  const { task_id, student_id, subject_id, status, page, per_page } = query;
  return [teacherId, task_id, student_id, subject_id, status, page, per_page].join(':');
}

/** The works of the page, in order: one arm a status, or the whole queue's own index. */
function pickedSql(query: CheckQueueQueryDto, statuses: readonly WorkStatus[]): string {
  const narrow = query.task_id !== undefined || query.student_id !== undefined;
  const arms =
    statuses.length > 1 && !narrow
      ? [`IN (${statuses.join(', ')})`]
      : statuses.map((status) => `= ${status}`);
  return arms
    .map(
      (status) => `SELECT q.id AS id, q.submitted_at AS submitted_at FROM works q
       WHERE ${workConditions(query, status)}`,
    )
    .join(' UNION ALL ');
}

function pageSql(query: CheckQueueQueryDto, statuses: readonly WorkStatus[]): string {
  return `${COLUMNS} FROM (
      ${pickedSql(query, statuses)} ORDER BY submitted_at, id LIMIT :limit OFFSET :offset
    ) picked
    INNER JOIN works w ON w.id = picked.id
    ${JOINS}
    ORDER BY picked.submitted_at, picked.id`;
}

function totalSql(query: CheckQueueQueryDto, statuses: readonly WorkStatus[]): string {
  const status = `IN (${statuses.join(', ')})`;
  if (query.student_id !== undefined)
    return `SELECT COUNT(*) AS total FROM works q WHERE ${workConditions(query, status)}`;
  const conditions = [
    'c.teacher_id = :teacherId',
    `c.status ${status}`,
    ...taskFilters(query, 'c.task_id'),
  ];
  return `SELECT SUM(c.works) AS total FROM check_queue_counts c WHERE ${conditions.join(' AND ')}`;
}
