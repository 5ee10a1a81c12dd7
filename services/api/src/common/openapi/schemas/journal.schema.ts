import { JOURNAL_EXPORT_FORMATS, JOURNAL_EXPORT_STATUSES, TASK_SCALES } from '@tutor/contracts';
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
  text,
} from '../json-schema';
import { RecordId, SubjectRefSchema, WorkStatusSchema } from './common.schema';
import { MarkSchema } from './tasks.schema';

/** Mirrors libs/contracts/src/journal.ts. */
export const JournalAveragesSchema = named(
  'JournalAverages',
  object({
    five_point_count: int(),
    mean: nullable(num()),
    weighted_mean: nullable(num()),
    percent: nullable(num()),
  }),
);

export const JournalTaskSchema = named(
  'JournalTask',
  object({
    id: RecordId,
    title: text(),
    subject: nullable(SubjectRefSchema),
    date: moment(),
    deadline: nullable(moment()),
    max_ball: int(),
    max_balls: arrayOf(int()),
    scale: oneOfValues(TASK_SCALES),
    weight: int(),
  }),
);

/** A cell's fields: also those of a work on the student's page (StudentOverviewWork). */
export const journalCellFields = {
  work_id: nullable(RecordId),
  status: nullable(WorkStatusSchema),
  mark: nullable(MarkSchema),
  ball: nullable(num()),
  max_ball: int(),
  checked_at: nullable(moment()),
  late: bool(),
  missing: bool(),
  excused: bool(),
  returned: bool(),
};

export const JournalCellSchema = named('JournalCell', object(journalCellFields));

const StudentRefSchema = named('JournalStudent', object({ id: RecordId, first_name: text() }));

export const JournalGridSchema = named(
  'JournalGrid',
  object({
    group: nullable(object({ id: RecordId, name: text() })),
    subject: nullable(SubjectRefSchema),
    from: nullable(text()),
    to: nullable(text()),
    tasks: arrayOf(JournalTaskSchema),
    rows: arrayOf(
      named(
        'JournalRow',
        object({
          student: StudentRefSchema,
          cells: arrayOf(nullable(JournalCellSchema)),
          averages: JournalAveragesSchema,
        }),
      ),
    ),
    export_sync_max_cells: int(),
  }),
);

export const JournalWeightSchema = named(
  'JournalWeight',
  object({ task_id: RecordId, weight: int() }),
);

export const JournalExcuseSchema = named(
  'JournalExcuse',
  object({ task_id: RecordId, student_id: RecordId, excused: bool() }),
);

export const StudentJournalSubjectSchema = named(
  'StudentJournalSubject',
  object({
    subject: nullable(SubjectRefSchema),
    marks: arrayOf(
      named(
        'StudentJournalMark',
        object({
          task_id: RecordId,
          title: text(),
          checked_at: moment(),
          mark: MarkSchema,
          ball: num(),
          max_ball: int(),
          percent: num(),
          weight: int(),
          late: bool(),
          excused: bool(),
        }),
      ),
    ),
    averages: JournalAveragesSchema,
  }),
);

export const StudentJournalSchema = named(
  'StudentJournal',
  object({
    subjects: arrayOf(StudentJournalSubjectSchema),
  }),
);

export const JournalExportJobSchema = named(
  'JournalExportJob',
  object({
    id: RecordId,
    format: oneOfValues(JOURNAL_EXPORT_FORMATS),
    status: oneOfValues(JOURNAL_EXPORT_STATUSES),
    done: int(),
    total: int(),
    download_url: nullable(text()),
    created_at: moment(),
    finished_at: nullable(moment()),
  }),
);
