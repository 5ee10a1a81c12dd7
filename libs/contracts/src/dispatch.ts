import { DispatchJobStatus } from './dispatch-job-status';
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
  oneOfValues,
  RecordId,
  text,
  type Static,
} from './schema';

/** Whom a dispatch sends the task to. */
export const DispatchTargetSchema = named(
  'DispatchTarget',
  oneOf(
    object({ kind: constant('students'), student_ids: arrayOf(RecordId) }),
    object({ kind: constant('group'), group_id: RecordId }),
    object({ kind: constant('all') }),
  ),
);
export type DispatchTarget = Static<typeof DispatchTargetSchema>;

/** POST /api/tasks/:id/dispatches. delay_at (epoch ms) in the future plans the job. */
export interface DispatchRequest {
  target: DispatchTarget;
  delay_at: number | null;
  /**
   * Also to students who join later: sets the task's only_new (true or false; absent leaves
   * it). Without it, a target that names nobody now is refused (422
   * `dispatch.target_empty` on `target`).
   */
  only_new?: boolean;
}

/** POST /api/tasks/:id/dispatch-preview body: whom a send would reach, nothing is sent. */
export interface DispatchPreviewRequest {
  target: DispatchTarget;
}

/** The answer of the preview: who receives the task if it is sent now. */
export const DispatchPreviewSchema = named(
  'DispatchPreview',
  object({
    /** How many students the target names now. */
    recipients: int(),
    /** The first of them (at most DISPATCH_PREVIEW_STUDENTS), by first name. */
    students: arrayOf(object({ id: RecordId, first_name: text() })),
    /** The task already goes to students who join later. */
    only_new: bool(),
  }),
);
export type DispatchPreview = Static<typeof DispatchPreviewSchema>;

export const DISPATCH_PREVIEW_STUDENTS = 50;

/** A dispatch job as the teacher sees it (GET /api/tasks/:id/dispatches). */
export const DispatchJobSchema = named(
  'DispatchJob',
  object({
    id: RecordId,
    task_id: RecordId,
    /** 'joined' jobs come from only_new when a student joins. */
    target: oneOf(
      DispatchTargetSchema,
      object({ kind: constant('joined'), student_ids: arrayOf(RecordId) }),
    ),
    status: oneOfValues(Object.values(DispatchJobStatus)),
    run_at: moment(),
    attempts: int(),
    works_created: int(),
    /** i18n key of why it failed, for 25 and 26. */
    error_key: nullable(text()),
    created_at: moment(),
    finished_at: nullable(moment()),
  }),
);
export type DispatchJob = Static<typeof DispatchJobSchema>;

/** i18n keys of the reasons a job fails; 26 ones cannot be fixed by a retry. */
export const DispatchErrorKey = {
  TaskDeleted: 'dispatch.error.task_deleted',
  NoEligibleStudents: 'dispatch.error.no_eligible_students',
  GroupDeleted: 'dispatch.error.group_deleted',
  Unexpected: 'dispatch.error.unexpected',
} as const;
export type DispatchErrorKey = (typeof DispatchErrorKey)[keyof typeof DispatchErrorKey];
