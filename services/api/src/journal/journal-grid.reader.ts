import { Injectable } from '@nestjs/common';
import type { JournalQuery, Mark, ScaleOptions, WorkStatus } from '@tutor/contracts';
import type { DataSource } from 'typeorm';
import { rawQuery } from '../database/raw-query';
import { ReadReplica } from '../database/replicas/read-replica.service';
import { dayEnd, dayStart } from './dto/journal-dates';
import type { JournalWorkRow } from './journal-cells';
import { RecordAccess } from '../access/record-access.service';

/** The rows the grid is built from: four set-based reads whatever the grid's size. */
export interface GridRows {
  /** null: all the teacher's students. */
  group: { id: number; name: string } | null;
  subject: { id: number; name: string } | null;
  students: { id: number; first_name: string }[];
  tasks: GridTaskRow[];
  works: JournalWorkRow[];
  excuses: { taskId: number; studentId: number }[];
}

export interface GridTaskRow {
  id: number;
  title: string;
  subject: { id: number; name: string } | null;
  date: number;
  deadline: number | null;
  maxBall: number;
  scale: ScaleOptions['scale'];
  weight: number;
}

const num = (value: unknown): number => Number(value);
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
const numOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);
/** SQLite answers 0/1, PostgreSQL true/false. */
const bool = (value: unknown): boolean => value === true || value === 1 || value === '1';
const json = <T>(value: unknown): T | null =>
  typeof value === 'string' ? (JSON.parse(value) as T) : ((value as T | null) ?? null);

/**
 * The tasks of the grid: the teacher's live tasks (of the subject) dated within the period
 * that were sent to someone in the group. A task's date is its deadline, else its creation.
 */
const taskFilter = (params: GridParams): string =>
  `t.teacher_id = :teacher AND t.deleted_at IS NULL
  ${params.subject === undefined ? '' : 'AND t.subject_id = :subject'}
  AND COALESCE(t.deadline, t.created_at) >= :from
  AND COALESCE(t.deadline, t.created_at) < :to`;

/**
 * Joins `m` to the students the grid covers, matched on `<alias>.student_id`: the group's
 * members, or every student of the teacher («Все ученики») when there is no group.
 */
const studentsJoin = (params: GridParams, alias: string): string =>
  params.group === undefined
    ? `JOIN teacher_students m ON m.student_id = ${alias}.student_id AND m.teacher_id = :teacher`
    : `JOIN student_group_members m ON m.student_id = ${alias}.student_id AND m.group_id = :group`;

interface GridParams extends Record<string, unknown> {
  teacher: number;
  group: number | undefined;
  subject: number | undefined;
  from: number;
  to: number;
}

@Injectable()
export class JournalGridReader {
  constructor(
    private readonly replica: ReadReplica,
    private readonly access: RecordAccess,
  ) {}

  /**
   * On a replica holding every write before `freshAsOf` (epoch ms; by default the client's
   * own last write), else on the primary.
   */
  async read(teacherId: number, query: JournalQuery, freshAsOf?: number): Promise<GridRows> {
    const group = await this.groupOf(teacherId, query.group_id);
    const subject = await this.subjectOf(teacherId, query.subject_id);
    const params: GridParams = {
      teacher: teacherId,
      group: query.group_id,
      subject: query.subject_id,
      from: query.from === undefined ? 0 : (dayStart(query.from) ?? 0),
      to: query.to === undefined ? Number.MAX_SAFE_INTEGER : (dayEnd(query.to) ?? 0),
    };
    const [students, tasks, works, excuses] = await this.replica.read(
      (source) =>
        Promise.all([
          this.students(source, params),
          this.tasks(source, params),
          this.works(source, params),
          this.excuses(source, params),
        ]),
      freshAsOf,
    );
    return {
      group,
      subject,
      students,
      tasks,
      works,
      excuses,
    };
  }

  /** The teacher's group, null for all students; 404 for a group that is not theirs. */
  private async groupOf(
    teacherId: number,
    groupId: number | undefined,
  ): Promise<GridRows['group']> {
    if (groupId === undefined) return null;
    const group = await this.access.require(teacherId, 'group', groupId);
    return { id: group.id, name: group.name };
  }

  private async subjectOf(
    teacherId: number,
    subjectId: number | undefined,
  ): Promise<{ id: number; name: string } | null> {
    if (subjectId === undefined) return null;
    const subject = await this.access.require(teacherId, 'subject', subjectId);
    return { id: subject.id, name: subject.name };
  }

  private async students(source: DataSource, params: GridParams): Promise<GridRows['students']> {
    const rows = await rawQuery<{ id: unknown; first_name: string }>(
      source,
      params.group === undefined
        ? `SELECT u.id, u.first_name FROM teacher_students m
           JOIN users u ON u.id = m.student_id WHERE m.teacher_id = :teacher`
        : `SELECT u.id, u.first_name FROM student_group_members m
           JOIN users u ON u.id = m.student_id WHERE m.group_id = :group`,
      params,
    );
    return rows
      .map((row) => ({ id: num(row.id), first_name: row.first_name }))
      .sort((a, b) => a.first_name.localeCompare(b.first_name, 'ru') || a.id - b.id);
  }

  private async tasks(source: DataSource, params: GridParams): Promise<GridTaskRow[]> {
    const rows = await rawQuery<Record<string, unknown>>(
      source,
      `SELECT t.id, t.title, t.subject_id, s.name AS subject_name, t.deadline, t.created_at,
         t.max_ball, t.scale, jw.weight
       FROM tasks t
       LEFT JOIN subjects s ON s.id = t.subject_id
       LEFT JOIN journal_weights jw ON jw.task_id = t.id
       WHERE ${taskFilter(params)}
         AND EXISTS (SELECT 1 FROM works w
           ${studentsJoin(params, 'w')}
           WHERE w.task_id = t.id AND w.withdrawn_at IS NULL)
       ORDER BY COALESCE(t.deadline, t.created_at), t.id`,
      params,
    );
    return rows.map((row) => {
      const subjectId = numOrNull(row.subject_id);
      const deadline = numOrNull(row.deadline);
      return {
        id: num(row.id),
        title: textOf(row.title),
        subject: subjectId === null ? null : { id: subjectId, name: textOf(row.subject_name) },
        date: deadline ?? num(row.created_at),
        deadline,
        maxBall: num(row.max_ball),
        scale: json<ScaleOptions>(row.scale)?.scale ?? 'points',
        weight: numOrNull(row.weight) ?? 1,
      };
    });
  }

  private async works(source: DataSource, params: GridParams): Promise<JournalWorkRow[]> {
    const rows = await rawQuery<Record<string, unknown>>(
      source,
      `SELECT w.id, w.task_id, w.student_id, w.attempt, w.status, w.late, w.returned, w.ball,
         w.mark, w.checked_at, COALESCE(r.max_ball, t.max_ball) AS max_ball
       FROM works w
       ${studentsJoin(params, 'w')}
       JOIN tasks t ON t.id = w.task_id
       LEFT JOIN task_revisions r ON r.id = w.task_revision_id
       WHERE w.teacher_id = :teacher AND w.withdrawn_at IS NULL AND ${taskFilter(params)}`,
      params,
    );
    return rows.map((row) => ({
      id: num(row.id),
      taskId: num(row.task_id),
      studentId: num(row.student_id),
      attempt: num(row.attempt),
      status: num(row.status) as WorkStatus,
      late: bool(row.late),
      returned: bool(row.returned),
      ball: numOrNull(row.ball),
      mark: json<Mark>(row.mark),
      checkedAt: numOrNull(row.checked_at),
      maxBall: num(row.max_ball),
    }));
  }

  private async excuses(
    source: DataSource,
    params: GridParams,
  ): Promise<{ taskId: number; studentId: number }[]> {
    const rows = await rawQuery<{ task_id: unknown; student_id: unknown }>(
      source,
      `SELECT e.task_id, e.student_id FROM journal_excuses e
       ${studentsJoin(params, 'e')}
       WHERE e.teacher_id = :teacher`,
      params,
    );
    return rows.map((row) => ({ taskId: num(row.task_id), studentId: num(row.student_id) }));
  }
}
