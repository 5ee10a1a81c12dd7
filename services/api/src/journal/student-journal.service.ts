import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  Mark,
  StudentJournal,
  StudentJournalMark,
  StudentJournalSubject,
} from '@tutor/contracts';
import { DataSource } from 'typeorm';
import { rawQuery } from '../database/raw-query';
import { averagesOf, percentOf } from './journal-averages';

interface MarkRow {
  task_id: unknown;
  title: string;
  subject_id: unknown;
  subject_name: string | null;
  attempt: unknown;
  mark: unknown;
  ball: unknown;
  max_ball: unknown;
  checked_at: unknown;
  late: unknown;
  weight: unknown;
  excused: unknown;
}

const bool = (value: unknown): boolean => value === true || value === 1 || value === '1';

/**
 * The student's journal: every checked mark (latest checked attempt per task), by subject;
 * of every teacher (the student's own page) or of one (the teacher's page of the student).
 */
@Injectable()
export class StudentJournalService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async journal(studentId: number, teacherId?: number): Promise<StudentJournal> {
    const rows = await rawQuery<MarkRow>(
      this.dataSource,
      `SELECT w.task_id, t.title, t.subject_id, s.name AS subject_name, w.attempt, w.mark, w.ball,
         COALESCE(r.max_ball, t.max_ball) AS max_ball, w.checked_at, w.late, jw.weight,
         CASE WHEN e.task_id IS NULL THEN 0 ELSE 1 END AS excused
       FROM works w
       JOIN tasks t ON t.id = w.task_id
       LEFT JOIN task_revisions r ON r.id = w.task_revision_id
       LEFT JOIN subjects s ON s.id = t.subject_id
       LEFT JOIN journal_weights jw ON jw.task_id = w.task_id
       LEFT JOIN journal_excuses e ON e.task_id = w.task_id AND e.student_id = w.student_id
       WHERE w.student_id = :student AND w.status = 4 AND w.withdrawn_at IS NULL
         AND t.deleted_at IS NULL AND w.mark IS NOT NULL
         ${teacherId === undefined ? '' : 'AND w.teacher_id = :teacher'}
       ORDER BY w.task_id, w.attempt`,
      { student: studentId, teacher: teacherId },
    );
    const latest = new Map<number, MarkRow>();
    for (const row of rows) latest.set(Number(row.task_id), row);
    const subjects = new Map<string, StudentJournalSubject & { counted: StudentJournalMark[] }>();
    for (const row of latest.values()) {
      const subjectId = row.subject_id === null ? null : Number(row.subject_id);
      const id = subjectId === null ? 'none' : String(subjectId);
      let entry = subjects.get(id);
      if (entry === undefined) {
        entry = {
          subject: subjectId === null ? null : { id: subjectId, name: row.subject_name ?? '' },
          marks: [],
          averages: averagesOf([]),
          counted: [],
        };
        subjects.set(id, entry);
      }
      const ball = Number(row.ball ?? 0);
      const maxBall = Number(row.max_ball);
      const mark: StudentJournalMark = {
        task_id: Number(row.task_id),
        title: row.title,
        checked_at: Number(row.checked_at ?? 0),
        mark: (typeof row.mark === 'string' ? JSON.parse(row.mark) : row.mark) as Mark,
        ball,
        max_ball: maxBall,
        percent: percentOf(ball, maxBall),
        weight: row.weight === null ? 1 : Number(row.weight),
        late: bool(row.late),
        excused: bool(row.excused),
      };
      entry.marks.push(mark);
      if (!mark.excused) entry.counted.push(mark);
    }
    return {
      subjects: [...subjects.values()]
        .map(({ subject, marks, counted }) => ({
          subject,
          marks: marks.sort((a, b) => a.checked_at - b.checked_at || a.task_id - b.task_id),
          averages: averagesOf(
            counted.map((m) => ({
              mark: m.mark,
              ball: m.ball,
              maxBall: m.max_ball,
              weight: m.weight,
            })),
          ),
        }))
        .sort((a, b) =>
          a.subject === null
            ? 1
            : b.subject === null
              ? -1
              : a.subject.name.localeCompare(b.subject.name, 'ru'),
        ),
    };
  }
}
