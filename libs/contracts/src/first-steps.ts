import { bool, named, nullable, object, RecordId, text, type Static } from './schema';

/** The task the start card offers to send: the teacher's newest one not sent yet. */
export const FirstStepsTaskSchema = named(
  'FirstStepsTask',
  object({ id: RecordId, title: text() }),
);
export type FirstStepsTask = Static<typeof FirstStepsTaskSchema>;

/**
 * A new teacher's three-step start (GET /api/first-steps), each step read from real data:
 * a student joined, a task made, a task sent (a send planned, running or done).
 */
export const FirstStepsSchema = named(
  'FirstSteps',
  object({
    has_student: bool(),
    has_task: bool(),
    has_sent: bool(),
    /** The newest task without a send, the one the "send" step opens; null when none. */
    next_task: nullable(FirstStepsTaskSchema),
    /** The teacher hid the start for good (or saw it finished). */
    hidden: bool(),
  }),
);
export type FirstSteps = Static<typeof FirstStepsSchema>;
