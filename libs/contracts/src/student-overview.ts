import { journalCellFields, StudentJournalSubjectSchema } from './journal';
import {
  arrayOf,
  int,
  moment,
  named,
  nullable,
  object,
  RecordId,
  text,
  type Static,
} from './schema';
import { SubjectRefSchema } from './subjects';

/**
 * A work of the student on one of the teacher's tasks, as the journal's cell shows it: the
 * state of the latest attempt, the mark of the latest checked one.
 */
export const StudentOverviewWorkSchema = named(
  'StudentOverviewWork',
  object({
    task_id: RecordId,
    task_title: text(),
    subject: nullable(SubjectRefSchema),
    deadline: nullable(moment()),
    /** When the latest attempt was handed in (epoch ms); null for a draft. */
    submitted_at: nullable(moment()),
    ...journalCellFields,
  }),
);
export type StudentOverviewWork = Static<typeof StudentOverviewWorkSchema>;

/** A comment on one of the student's works, by the teacher or the student. */
export const StudentOverviewCommentSchema = named(
  'StudentOverviewComment',
  object({
    id: RecordId,
    work_id: RecordId,
    task_title: text(),
    author: object({ id: RecordId, first_name: text() }),
    text: text(),
    created_at: moment(),
  }),
);
export type StudentOverviewComment = Static<typeof StudentOverviewCommentSchema>;

/**
 * GET /api/students/:id/overview: one of the teacher's students on one page. `subjects`
 * are the journal's averages per subject; their marks, oldest first, are the progress chart.
 */
export const StudentOverviewSchema = named(
  'StudentOverview',
  object({
    student: object({ id: RecordId, first_name: text(), email: text(), joined_at: moment() }),
    /** Latest activity first. */
    works: arrayOf(StudentOverviewWorkSchema),
    subjects: arrayOf(StudentJournalSubjectSchema),
    comments: object({ count: int(), latest: arrayOf(StudentOverviewCommentSchema) }),
  }),
);
export type StudentOverview = Static<typeof StudentOverviewSchema>;

/** How many of the latest comments the overview carries. */
export const STUDENT_OVERVIEW_COMMENTS = 3;
