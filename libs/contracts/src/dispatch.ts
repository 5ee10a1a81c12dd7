import type { DispatchJobStatus } from './dispatch-job-status';

/** Whom a dispatch sends the task to. */
export type DispatchTarget =
  | { kind: 'students'; student_ids: number[] }
  | { kind: 'group'; group_id: number }
  | { kind: 'all' };

/** POST /api/tasks/:id/dispatches. delay_at (epoch ms) in the future plans the job. */
export interface DispatchRequest {
  target: DispatchTarget;
  delay_at: number | null;
  /**
   * Also to students who join later: sets the task's only_new. Without it, a target that
   * names nobody now is refused (422 `dispatch.target_empty` on `target`).
   */
  only_new?: boolean;
}

/** POST /api/tasks/:id/dispatch-preview body: whom a send would reach, nothing is sent. */
export interface DispatchPreviewRequest {
  target: DispatchTarget;
}

/** The answer of the preview: who receives the task if it is sent now. */
export interface DispatchPreview {
  /** How many students the target names now. */
  recipients: number;
  /** The first of them (at most DISPATCH_PREVIEW_STUDENTS), by first name. */
  students: { id: number; first_name: string }[];
  /** The task already goes to students who join later. */
  only_new: boolean;
}

export const DISPATCH_PREVIEW_STUDENTS = 50;

/** A dispatch job as the teacher sees it (GET /api/tasks/:id/dispatches). */
export interface DispatchJob {
  id: number;
  task_id: number;
  /** 'joined' jobs come from only_new when a student joins. */
  target: DispatchTarget | { kind: 'joined'; student_ids: number[] };
  status: DispatchJobStatus;
  run_at: number;
  attempts: number;
  works_created: number;
  /** i18n key of why it failed, for 25 and 26. */
  error_key: string | null;
  created_at: number;
  finished_at: number | null;
}

/** i18n keys of the reasons a job fails; 26 ones cannot be fixed by a retry. */
export const DispatchErrorKey = {
  TaskDeleted: 'dispatch.error.task_deleted',
  NoEligibleStudents: 'dispatch.error.no_eligible_students',
  GroupDeleted: 'dispatch.error.group_deleted',
  Unexpected: 'dispatch.error.unexpected',
} as const;
export type DispatchErrorKey = (typeof DispatchErrorKey)[keyof typeof DispatchErrorKey];
