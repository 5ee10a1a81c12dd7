import type { Mark } from './tasks';
import type { WorkStatus } from './work-status';

/** Limits of the gradebook journal. */
export const JOURNAL_LIMITS = {
  /** A task's weight in the weighted average: a whole number 1..10 (default 1). */
  weightMin: 1,
  weightMax: 10,
  weightDefault: 1,
} as const;

export const JOURNAL_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type JournalExportFormat = (typeof JOURNAL_EXPORT_FORMATS)[number];

/**
 * GET /api/journal: optionally a group (without one, all the teacher's students: «Все
 * ученики»), optionally one subject, and a period of calendar days
 * (`YYYY-MM-DD`, both ends included, UTC) matched against a task's date: its deadline, or
 * when it was created if it has none.
 */
export interface JournalQuery {
  group_id?: number;
  subject_id?: number;
  from?: string;
  to?: string;
}

/** A column of the grid: one task sent to at least one student of the group. */
export interface JournalTask {
  id: number;
  title: string;
  subject: { id: number; name: string } | null;
  /** The task's date in the journal: its deadline, else when it was created (epoch ms). */
  date: number;
  deadline: number | null;
  /** The task's max ball as it is now (what later sends will be out of). */
  max_ball: number;
  /**
   * The max balls the column's works were sent (and so checked) with, from their task
   * revisions: distinct, ascending; more than one when the task changed between sends.
   * The task's current max when no work of the group is in the column.
   */
  max_balls: number[];
  /** The scale of its marks (`points`, `five_point`, `pass_fail`, `custom`). */
  scale: Mark['scale'];
  /** In the weighted average, 1..10. */
  weight: number;
}

/**
 * A cell: the student's latest work on the task (its mark from the latest checked attempt)
 * and its state apart from the mark.
 */
export interface JournalCell {
  work_id: number | null;
  status: WorkStatus | null;
  /** Set once an attempt is checked. */
  mark: Mark | null;
  ball: number | null;
  max_ball: number;
  checked_at: number | null;
  /** Submitted after the deadline. */
  late: boolean;
  /** Not submitted and the deadline has passed. */
  missing: boolean;
  /** The teacher excused the student: the cell counts in no average. */
  excused: boolean;
  /** Returned for rework and not submitted again yet. */
  returned: boolean;
}

/**
 * Averages of a student's marks (excused cells left out), two decimals, null without marks:
 * `mean` and `weighted_mean` of five-point marks (Σ weight × mark / Σ weight), `percent` of
 * every checked mark (ball / max ball).
 */
export interface JournalAverages {
  five_point_count: number;
  mean: number | null;
  weighted_mean: number | null;
  percent: number | null;
}

export interface JournalRow {
  student: { id: number; first_name: string };
  /** One per task, in the order of `tasks`; null where the task was not sent to the student. */
  cells: (JournalCell | null)[];
  averages: JournalAverages;
}

export interface JournalGrid {
  /** null: all the teacher's students («Все ученики»). */
  group: { id: number; name: string } | null;
  subject: { id: number; name: string } | null;
  from: string | null;
  to: string | null;
  tasks: JournalTask[];
  rows: JournalRow[];
  /** Exports of more cells than this run as a queued job (POST /api/journal/exports). */
  export_sync_max_cells: number;
}

/** PUT /api/journal/weights/:taskId */
export interface JournalWeightInput {
  weight: number;
}

export interface JournalWeight {
  task_id: number;
  weight: number;
}

/** PUT/DELETE /api/journal/excuses/:taskId/:studentId answer. */
export interface JournalExcuse {
  task_id: number;
  student_id: number;
  excused: boolean;
}

/** A mark in the student's own journal. */
export interface StudentJournalMark {
  task_id: number;
  title: string;
  checked_at: number;
  mark: Mark;
  ball: number;
  max_ball: number;
  /** ball / max ball, 0..100, two decimals. */
  percent: number;
  weight: number;
  late: boolean;
  /** The teacher excused it: shown, but in no average. */
  excused: boolean;
}

export interface StudentJournalSubject {
  /** null: tasks without a subject. */
  subject: { id: number; name: string } | null;
  /** Oldest first: also the points of the progress chart. */
  marks: StudentJournalMark[];
  averages: JournalAverages;
}

/** GET /api/journal/mine: the student's marks per subject. */
export interface StudentJournal {
  subjects: StudentJournalSubject[];
}

export const JOURNAL_EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JournalExportStatus = (typeof JOURNAL_EXPORT_STATUSES)[number];

/** POST /api/journal/exports body: the grid's query and a format. */
export interface JournalExportRequest extends JournalQuery {
  format: JournalExportFormat;
}

/** A queued export (GET /api/journal/exports/:exportId). */
export interface JournalExportJob {
  id: number;
  format: JournalExportFormat;
  status: JournalExportStatus;
  /** Rows written and rows in all (students). */
  done: number;
  total: number;
  /** GET it once `status` is `done`. */
  download_url: string | null;
  created_at: number;
  finished_at: number | null;
}
