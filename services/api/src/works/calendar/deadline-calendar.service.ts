import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ROLE_STUDENT,
  ROLE_TEACHER,
  WorkStatus,
  type Calendar,
  type CalendarTask,
  type CalendarWork,
} from '@tutor/contracts';
import type { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock.service';
import { rawQuery } from '../../database/raw-query';
import type { User } from '../../users/user.entity';
import type { CalendarQueryDto } from '../dto/calendar-query.dto';
import { isReturned } from '../work-rules';

interface WorkRow {
  work_id: number;
  task_id: number;
  title: string;
  subject_id: number | null;
  subject_name: string | null;
  deadline: number | string;
  status: number;
  attempt: number;
  returned: boolean | number;
}

interface TaskRow {
  task_id: number;
  title: string;
  subject_id: number | null;
  subject_name: string | null;
  deadline: number | string;
  submitted: number | string | null;
  total: number | string;
}

const subjectOf = (row: { subject_id: number | null; subject_name: string | null }) =>
  row.subject_id === null ? null : { id: row.subject_id, name: row.subject_name ?? '' };

/**
 * The deadlines of a period: a student's works (the latest attempt of each task), or the
 * tasks a teacher sent with how many students handed them in. Deleted tasks and withdrawn
 * works are left out; nobody sees another person's.
 */
@Injectable()
export class DeadlineCalendar {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** GET /api/calendar */
  async read(user: User, query: CalendarQueryDto): Promise<Calendar> {
    const range = { from: query.from, to: query.to };
    const items =
      user.role === ROLE_TEACHER
        ? await this.tasksOf(user.id, range)
        : user.role === ROLE_STUDENT
          ? await this.worksOf(user.id, range)
          : [];
    return { ...range, items };
  }

  private async worksOf(
    studentId: number,
    range: { from: number; to: number },
  ): Promise<CalendarWork[]> {
    const rows = await rawQuery<WorkRow>(
      this.dataSource,
      `SELECT w.id AS work_id, w.task_id AS task_id, t.title AS title,
         t.subject_id AS subject_id, s.name AS subject_name, t.deadline AS deadline,
         w.status AS status, w.attempt AS attempt, w.returned AS returned
       FROM works w
       INNER JOIN tasks t ON t.id = w.task_id
       LEFT JOIN subjects s ON s.id = t.subject_id
       WHERE w.student_id = :studentId AND w.withdrawn_at IS NULL AND t.deleted_at IS NULL
         AND t.deadline >= :from AND t.deadline < :to
       ORDER BY t.deadline, t.id, w.attempt DESC`,
      { studentId, ...range },
    );
    const now = this.clock.now();
    const seen = new Set<number>();
    return rows
      .filter((row) => !seen.has(row.task_id) && Boolean(seen.add(row.task_id)))
      .map((row) => {
        const status = row.status as WorkStatus;
        const deadline = Number(row.deadline);
        return {
          kind: 'work' as const,
          work_id: row.work_id,
          task_id: row.task_id,
          title: row.title,
          subject: subjectOf(row),
          deadline,
          status,
          returned: isReturned({ returned: Boolean(row.returned), status }),
          overdue: status === WorkStatus.Draft && deadline < now,
        };
      });
  }

  private async tasksOf(
    teacherId: number,
    range: { from: number; to: number },
  ): Promise<CalendarTask[]> {
    const rows = await rawQuery<TaskRow>(
      this.dataSource,
      `SELECT t.id AS task_id, t.title AS title, t.subject_id AS subject_id,
         s.name AS subject_name, t.deadline AS deadline,
         COUNT(DISTINCT CASE WHEN w.status <> :draft THEN w.student_id END) AS submitted,
         COUNT(DISTINCT w.student_id) AS total
       FROM tasks t
       INNER JOIN works w ON w.task_id = t.id AND w.withdrawn_at IS NULL
       LEFT JOIN subjects s ON s.id = t.subject_id
       WHERE t.teacher_id = :teacherId AND t.deleted_at IS NULL
         AND t.deadline >= :from AND t.deadline < :to
       GROUP BY t.id, t.title, t.subject_id, s.name, t.deadline
       ORDER BY t.deadline, t.id`,
      { teacherId, draft: WorkStatus.Draft, ...range },
    );
    return rows.map((row) => ({
      kind: 'task' as const,
      task_id: row.task_id,
      title: row.title,
      subject: subjectOf(row),
      deadline: Number(row.deadline),
      submitted: Number(row.submitted ?? 0),
      total: Number(row.total),
    }));
  }
}
