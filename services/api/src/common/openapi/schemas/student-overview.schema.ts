import { arrayOf, int, moment, named, nullable, object, text } from '../json-schema';
import { RecordId, SubjectRefSchema } from './common.schema';
import { journalCellFields, StudentJournalSubjectSchema } from './journal.schema';

/** Mirrors libs/contracts/src/student-overview.ts. */
export const StudentOverviewSchema = named(
  'StudentOverview',
  object({
    student: object({ id: RecordId, first_name: text(), email: text(), joined_at: moment() }),
    works: arrayOf(
      named(
        'StudentOverviewWork',
        object({
          task_id: RecordId,
          task_title: text(),
          subject: nullable(SubjectRefSchema),
          deadline: nullable(moment()),
          submitted_at: nullable(moment()),
          ...journalCellFields,
        }),
      ),
    ),
    subjects: arrayOf(StudentJournalSubjectSchema),
    comments: object({
      count: int(),
      latest: arrayOf(
        named(
          'StudentOverviewComment',
          object({
            id: RecordId,
            work_id: RecordId,
            task_title: text(),
            author: object({ id: RecordId, first_name: text() }),
            text: text(),
            created_at: moment(),
          }),
        ),
      ),
    }),
  }),
);
