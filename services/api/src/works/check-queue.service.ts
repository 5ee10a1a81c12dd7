import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CHECK_QUEUE_PER_PAGE, WorkStatus, type CheckQueueItem, type Page } from '@tutor/contracts';
import type { DataSource } from 'typeorm';
import { AccessException } from '../common/errors/access.exception';
import { Task } from '../tasks/task.entity';
import type { User } from '../users/user.entity';
import type { CheckQueueQueryDto } from './dto/check-queue-query.dto';
import { AWAITING_CHECK } from './work-rules';

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
  late: boolean | number;
  submitted_at: number | string | null;
}

const SELECT = `SELECT w.id AS work_id, w.task_id AS task_id, t.title AS title,
  t.subject_id AS subject_id, s.name AS subject_name, w.student_id AS student_id,
  u.first_name AS student_first_name, w.status AS status, w.attempt AS attempt,
  w.late AS late, w.submitted_at AS submitted_at
FROM works w
INNER JOIN tasks t ON t.id = w.task_id
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
    late: Boolean(row.late),
    submitted_at: row.submitted_at === null ? null : Number(row.submitted_at),
  };
}

/**
 * The teacher's check queue, one query for the page and one for the total. Each status is
 * its own arm of a UNION ALL, so both databases read IDX_works_check_queue (teacher_id,
 * status, submitted_at) in order and stop at the page (a merge, no sort of the whole
 * queue). A task or student filter reads that task's or student's few works instead (and a
 * subject filter counts its tasks' works): the unary `+` keeps the planner off the queue
 * index for those terms.
 */
@Injectable()
export class CheckQueue {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** GET /api/checks */
  async page(teacher: User, query: CheckQueueQueryDto): Promise<Page<CheckQueueItem>> {
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
    const filters = [
      ...(query.task_id === undefined ? [] : ['w.task_id = :taskId']),
      ...(query.student_id === undefined ? [] : ['w.student_id = :studentId']),
      ...(query.subject_id === undefined
        ? []
        : [
            `w.task_id IN (SELECT st.id FROM tasks st WHERE st.teacher_id = :teacherId
              AND st.subject_id = :subjectId AND st.deleted_at IS NULL)`,
          ]),
    ];
    const byTaskOrStudent = query.task_id !== undefined || query.student_id !== undefined;
    /** `narrow`: read the filtered task's or student's works instead of the queue index. */
    const conditions = (narrow: boolean, status: string) => {
      const column = (name: string) => (narrow ? `+${name}` : name);
      return [
        `${column('w.teacher_id')} = :teacherId`,
        `${column('w.status')} ${status}`,
        'w.withdrawn_at IS NULL',
        ...filters,
      ].join(' AND ');
    };
    const arms = statuses.map(
      (status) =>
        `${SELECT} WHERE ${conditions(byTaskOrStudent, `= ${status}`)} AND t.deleted_at IS NULL`,
    );
    const pageSql = `${arms.join(' UNION ALL ')}
      ORDER BY submitted_at, work_id LIMIT :limit OFFSET :offset`;
    // No join: deleting a task withdraws its works in the same transaction, and a join per
    // counted row would cost more than the whole page.
    const countSql = `SELECT COUNT(*) AS total FROM works w WHERE ${conditions(
      byTaskOrStudent || query.subject_id !== undefined,
      `IN (${statuses.join(', ')})`,
    )}`;
    const rows = await this.query<QueueRow>(pageSql, params);
    return {
      items: rows.map(toItem),
      total: await this.total(rows.length, params, countSql),
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
    const [counted] = await this.query<{ total: number | string }>(countSql, params);
    return Number(counted?.total ?? 0);
  }

  /** GET /api/tasks/:taskId/works: every work of one of the teacher's tasks. */
  async ofTask(teacher: User, taskId: number): Promise<CheckQueueItem[]> {
    const task = await this.dataSource.getRepository(Task).findOne({
      where: { id: taskId },
      select: { id: true, teacherId: true, deletedAt: true },
    });
    if (task === null || task.deletedAt !== null) throw AccessException.notFound();
    if (task.teacherId !== teacher.id) throw AccessException.forbidden();
    const rows = await this.query<QueueRow>(
      `${SELECT} WHERE w.task_id = :taskId AND w.withdrawn_at IS NULL
        ORDER BY u.first_name, w.student_id, w.attempt`,
      { taskId },
    );
    return rows.map(toItem);
  }

  /** Raw SQL with `:name` parameters, in the driver's own placeholders. */
  private query<T>(sql: string, params: Record<string, unknown>): Promise<T[]> {
    const defined = Object.fromEntries(
      Object.entries(params).filter(([, value]) => value !== undefined),
    );
    const [text, values] = this.dataSource.driver.escapeQueryWithParameters(sql, defined, {});
    return this.dataSource.query<T[]>(text, values);
  }
}
