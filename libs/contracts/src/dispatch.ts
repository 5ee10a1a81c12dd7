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
}

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
