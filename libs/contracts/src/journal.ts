import {
  arrayOf,
  bool,
  int,
  moment,
  named,
  nullable,
  num,
  object,
  oneOfValues,
  RecordId,
  text,
  type Static,
} from './schema';
import { SubjectRefSchema } from './subjects';
import { MarkSchema, TASK_SCALES } from './tasks';
import { WorkStatusSchema } from './work-status';

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
export const JournalTaskSchema = named(
  'JournalTask',
  object({
    id: RecordId,
    title: text(),
    subject: nullable(SubjectRefSchema),
    /** The task's date in the journal: its deadline, else when it was created (epoch ms). */
    date: moment(),
    deadline: nullable(moment()),
    /** The task's max ball as it is now (what later sends will be out of). */
    max_ball: int(),
    /**
     * The max balls the column's works were sent (and so checked) with, from their task
     * revisions: distinct, ascending; more than one when the task changed between sends.
     * The task's current max when no work of the group is in the column.
     */
    max_balls: arrayOf(int()),
    /** The scale of its marks (`points`, `five_point`, `pass_fail`, `custom`). */
    scale: oneOfValues(TASK_SCALES),
    /** In the weighted average, 1..10. */
    weight: int(),
  }),
);
export type JournalTask = Static<typeof JournalTaskSchema>;

/**
 * A cell: the student's latest work on the task (its mark from the latest checked attempt)
 * and its state apart from the mark. Its fields are also those of a work on the student's
 * page (StudentOverviewWork).
 */
export const journalCellFields = {
  work_id: nullable(RecordId),
  status: nullable(WorkStatusSchema),
  /** Set once an attempt is checked. */
  mark: nullable(MarkSchema),
  ball: nullable(num()),
  max_ball: int(),
  checked_at: nullable(moment()),
  /** Submitted after the deadline. */
  late: bool(),
  /** Not submitted and the deadline has passed. */
  missing: bool(),
  /** The teacher excused the student: the cell counts in no average. */
  excused: bool(),
  /** Returned for rework and not submitted again yet. */
  returned: bool(),
};

export const JournalCellSchema = named('JournalCell', object(journalCellFields));
export type JournalCell = Static<typeof JournalCellSchema>;

/**
 * Averages of a student's marks (excused cells left out), two decimals, null without marks:
 * `mean` and `weighted_mean` of five-point marks (Σ weight × mark / Σ weight), `percent` of
 * every checked mark (ball / max ball).
 */
export const JournalAveragesSchema = named(
  'JournalAverages',
  object({
    five_point_count: int(),
    mean: nullable(num()),
    weighted_mean: nullable(num()),
    percent: nullable(num()),
  }),
);
export type JournalAverages = Static<typeof JournalAveragesSchema>;

export const JournalRowSchema = named(
  'JournalRow',
  object({
    student: named('JournalStudent', object({ id: RecordId, first_name: text() })),
    /** One per task, in the order of `tasks`; null where the task was not sent to the student. */
    cells: arrayOf(nullable(JournalCellSchema)),
    averages: JournalAveragesSchema,
  }),
);
export type JournalRow = Static<typeof JournalRowSchema>;

export const JournalGridSchema = named(
  'JournalGrid',
  object({
    /** null: all the teacher's students («Все ученики»). */
    group: nullable(object({ id: RecordId, name: text() })),
    subject: nullable(SubjectRefSchema),
    from: nullable(text()),
    to: nullable(text()),
    tasks: arrayOf(JournalTaskSchema),
    rows: arrayOf(JournalRowSchema),
    /** Exports of more cells than this run as a queued job (POST /api/journal/exports). */
    export_sync_max_cells: int(),
  }),
);
export type JournalGrid = Static<typeof JournalGridSchema>;

/** PUT /api/journal/weights/:taskId */
export interface JournalWeightInput {
  weight: number;
}

export const JournalWeightSchema = named(
  'JournalWeight',
  object({ task_id: RecordId, weight: int() }),
);
export type JournalWeight = Static<typeof JournalWeightSchema>;

/** PUT/DELETE /api/journal/excuses/:taskId/:studentId answer. */
export const JournalExcuseSchema = named(
  'JournalExcuse',
  object({ task_id: RecordId, student_id: RecordId, excused: bool() }),
);
export type JournalExcuse = Static<typeof JournalExcuseSchema>;

/** A mark in the student's own journal. */
export const StudentJournalMarkSchema = named(
  'StudentJournalMark',
  object({
    task_id: RecordId,
    title: text(),
    checked_at: moment(),
    mark: MarkSchema,
    ball: num(),
    max_ball: int(),
    /** ball / max ball, 0..100, two decimals. */
    percent: num(),
    weight: int(),
    late: bool(),
    /** The teacher excused it: shown, but in no average. */
    excused: bool(),
  }),
);
export type StudentJournalMark = Static<typeof StudentJournalMarkSchema>;

export const StudentJournalSubjectSchema = named(
  'StudentJournalSubject',
  object({
    /** null: tasks without a subject. */
    subject: nullable(SubjectRefSchema),
    /** Oldest first: also the points of the progress chart. */
    marks: arrayOf(StudentJournalMarkSchema),
    averages: JournalAveragesSchema,
  }),
);
export type StudentJournalSubject = Static<typeof StudentJournalSubjectSchema>;

/** GET /api/journal/mine: the student's marks per subject. */
export const StudentJournalSchema = named(
  'StudentJournal',
  object({ subjects: arrayOf(StudentJournalSubjectSchema) }),
);
export type StudentJournal = Static<typeof StudentJournalSchema>;

export const JOURNAL_EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JournalExportStatus = (typeof JOURNAL_EXPORT_STATUSES)[number];

/** POST /api/journal/exports body: the grid's query and a format. */
export interface JournalExportRequest extends JournalQuery {
  format: JournalExportFormat;
}

/** A queued export (GET /api/journal/exports/:exportId). */
export const JournalExportJobSchema = named(
  'JournalExportJob',
  object({
    id: RecordId,
    format: oneOfValues(JOURNAL_EXPORT_FORMATS),
    status: oneOfValues(JOURNAL_EXPORT_STATUSES),
    /** Rows written and rows in all (students). */
    done: int(),
    total: int(),
    /** GET it once `status` is `done`. */
    download_url: nullable(text()),
    created_at: moment(),
    finished_at: nullable(moment()),
  }),
);
export type JournalExportJob = Static<typeof JournalExportJobSchema>;
