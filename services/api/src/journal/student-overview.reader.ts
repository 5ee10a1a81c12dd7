import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  STUDENT_OVERVIEW_COMMENTS,
  type Mark,
  type StudentOverview,
  type StudentOverviewComment,
  type WorkStatus,
} from '@tutor/contracts';
import { DataSource } from 'typeorm';
import { AccessException } from '../common/errors/access.exception';
import { rawQuery } from '../database/raw-query';
import type { JournalWorkRow } from './journal-cells';

/** A work of the student with what the overview shows of its task. */
export interface OverviewWorkRow extends JournalWorkRow {
  title: string;
  subject: { id: number; name: string } | null;
  deadline: number | null;
  submittedAt: number | null;
  updatedAt: number;
  excused: boolean;
}

interface Ids extends Record<string, unknown> {
  teacher: number;
  student: number;
}

const num = (value: unknown): number => Number(value);
const numOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
/** SQLite answers 0/1, PostgreSQL true/false. */
const bool = (value: unknown): boolean => value === true || value === 1 || value === '1';
const markOf = (value: unknown): Mark | null =>
  typeof value === 'string' ? (JSON.parse(value) as Mark) : ((value as Mark | null) ?? null);

/** The rows of a student's page for their teacher: set-based reads of the stored tables. */
@Injectable()
export class StudentOverviewReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The teacher's student (RecordAccess has said they are; 404 should they leave meanwhile). */
  async student(ids: Ids): Promise<StudentOverview['student']> {
    const [row] = await this.sql<Record<string, unknown>>(
      `SELECT u.id, u.first_name, u.email, ts.joined_at FROM teacher_students ts
       JOIN users u ON u.id = ts.student_id
       WHERE ts.teacher_id = :teacher AND ts.student_id = :student`,
      ids,
    );
    if (row === undefined) throw AccessException.notFound();
    return {
      id: num(row.id),
      first_name: textOf(row.first_name),
      email: textOf(row.email),
      joined_at: num(row.joined_at),
    };
  }

  /** Every attempt of the student on the teacher's live tasks. */
  async works(ids: Ids): Promise<OverviewWorkRow[]> {
    const rows = await this.sql<Record<string, unknown>>(
      `SELECT w.id, w.task_id, w.student_id, w.attempt, w.status, w.late, w.returned, w.ball,
         w.mark, w.checked_at, w.submitted_at, w.updated_at,
         COALESCE(r.max_ball, t.max_ball) AS max_ball, t.title, t.deadline,
         t.subject_id, s.name AS subject_name,
         CASE WHEN e.task_id IS NULL THEN 0 ELSE 1 END AS excused
       FROM works w
       JOIN tasks t ON t.id = w.task_id
       LEFT JOIN task_revisions r ON r.id = w.task_revision_id
       LEFT JOIN subjects s ON s.id = t.subject_id
       LEFT JOIN journal_excuses e ON e.task_id = w.task_id AND e.student_id = w.student_id
         AND e.teacher_id = w.teacher_id
       WHERE w.teacher_id = :teacher AND w.student_id = :student
         AND w.withdrawn_at IS NULL AND t.deleted_at IS NULL`,
      ids,
    );
    return rows.map((row) => {
      const subjectId = numOrNull(row.subject_id);
      return {
        id: num(row.id),
        taskId: num(row.task_id),
        studentId: num(row.student_id),
        attempt: num(row.attempt),
        status: num(row.status) as WorkStatus,
        late: bool(row.late),
        returned: bool(row.returned),
        ball: numOrNull(row.ball),
        mark: markOf(row.mark),
        checkedAt: numOrNull(row.checked_at),
        maxBall: num(row.max_ball),
        title: textOf(row.title),
        subject: subjectId === null ? null : { id: subjectId, name: textOf(row.subject_name) },
        deadline: numOrNull(row.deadline),
        submittedAt: numOrNull(row.submitted_at),
        updatedAt: num(row.updated_at),
        excused: bool(row.excused),
      };
    });
  }

  /** How many comments the student's works with this teacher have, and the latest few. */
  async comments(ids: Ids): Promise<StudentOverview['comments']> {
    const from = `FROM comments c JOIN works w ON w.id = c.work_id
       WHERE w.teacher_id = :teacher AND w.student_id = :student`;
    const [[counted], rows] = await Promise.all([
      this.sql<{ n: unknown }>(`SELECT COUNT(*) AS n ${from}`, ids),
      this.sql<Record<string, unknown>>(
        `SELECT c.id, c.work_id, c.text, c.created_at, t.title, u.id AS author_id,
           u.first_name AS author_name
         FROM comments c JOIN works w ON w.id = c.work_id
         JOIN tasks t ON t.id = w.task_id
         JOIN users u ON u.id = c.author_id
         WHERE w.teacher_id = :teacher AND w.student_id = :student
         ORDER BY c.created_at DESC, c.id DESC LIMIT ${STUDENT_OVERVIEW_COMMENTS}`,
        ids,
      ),
    ]);
    const latest = rows.map((row): StudentOverviewComment => ({
      id: num(row.id),
      work_id: num(row.work_id),
      task_title: textOf(row.title),
      author: { id: num(row.author_id), first_name: textOf(row.author_name) },
      text: textOf(row.text),
      created_at: num(row.created_at),
    }));
    return { count: num(counted?.n ?? 0), latest };
  }

  private sql<T>(sql: string, params: Record<string, unknown>): Promise<T[]> {
    return rawQuery<T>(this.dataSource, sql, params);
  }
}
