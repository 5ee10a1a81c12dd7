import {
  arrayOf,
  bool,
  constant,
  int,
  moment,
  named,
  nullable,
  object,
  oneOf,
  RecordId,
  text,
  type Static,
} from './schema';
import { SubjectRefSchema } from './subjects';
import { WorkStatusSchema } from './work-status';

/** The longest range GET /api/calendar answers: a month's six weeks and some to spare. */
export const CALENDAR_MAX_DAYS = 62;

/** A student's deadline: one of their works, opening /works/:id. */
export const CalendarWorkSchema = named(
  'CalendarWork',
  object({
    kind: constant('work'),
    work_id: RecordId,
    task_id: RecordId,
    title: text(),
    subject: nullable(SubjectRefSchema),
    deadline: moment(),
    status: WorkStatusSchema,
    /** Returned for rework and not submitted again yet. */
    returned: bool(),
    /** A draft past its deadline. */
    overdue: bool(),
  }),
);
export type CalendarWork = Static<typeof CalendarWorkSchema>;

/** A teacher's deadline: a task they sent, with how many of its students handed in. */
export const CalendarTaskSchema = named(
  'CalendarTask',
  object({
    kind: constant('task'),
    task_id: RecordId,
    title: text(),
    subject: nullable(SubjectRefSchema),
    deadline: moment(),
    /** Students who handed the work in (any attempt, status 1..4). */
    submitted: int(),
    /** Students the task was sent to. */
    total: int(),
  }),
);
export type CalendarTask = Static<typeof CalendarTaskSchema>;

export const CalendarItemSchema = oneOf(CalendarWorkSchema, CalendarTaskSchema);
export type CalendarItem = Static<typeof CalendarItemSchema>;

/** GET /api/calendar?from=&to=: the deadlines in [from, to), earliest first. */
export const CalendarSchema = named(
  'Calendar',
  object({ from: moment(), to: moment(), items: arrayOf(CalendarItemSchema) }),
);
export type Calendar = Static<typeof CalendarSchema>;

/** GET /api/calendar query: epoch milliseconds, `to` after `from`, at most CALENDAR_MAX_DAYS. */
export interface CalendarQuery {
  from: number;
  to: number;
}
