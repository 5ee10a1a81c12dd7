import { WorkStatus } from '@tutor/contracts';
import type { Task } from '../tasks/task.entity';
import type { Work } from './work.entity';

const MINUTE_MS = 60_000;

/** When a started, timed work ends; null without a timer or before the start. */
export function timerEndsAt(work: Pick<Work, 'startedAt'>, task: Pick<Task, 'timerMinutes'>) {
  return task.timerMinutes > 0 && work.startedAt !== null
    ? work.startedAt + task.timerMinutes * MINUTE_MS
    : null;
}

/** A draft whose timer has run out: the server submits it before anything else happens. */
export function isTimeUp(work: Work, task: Task, now: number): boolean {
  const endsAt = timerEndsAt(work, task);
  return work.status === WorkStatus.Draft && endsAt !== null && now >= endsAt;
}

/** The status a submitted draft takes: 2 once it has been returned for rework, else 1. */
export function submittedStatus(work: Pick<Work, 'returned'>): WorkStatus {
  return work.returned ? WorkStatus.Resubmitted : WorkStatus.Submitted;
}

/** Submitted again after a return for rework (a returned draft is not yet). */
export function isResubmitted(work: Pick<Work, 'returned' | 'status'>): boolean {
  return work.returned && work.status !== WorkStatus.Draft;
}

/** Returned for rework and not submitted again yet: lists label it so, not as a draft. */
export function isReturned(work: Pick<Work, 'returned' | 'status'>): boolean {
  return work.returned && work.status === WorkStatus.Draft;
}

/** Submitted after the task's deadline. */
export function isLate(task: Pick<Task, 'deadline'>, submittedAt: number): boolean {
  return task.deadline !== null && submittedAt > task.deadline;
}

/** Statuses a teacher can open, check or return. */
export const AWAITING_CHECK: readonly WorkStatus[] = [
  WorkStatus.Submitted,
  WorkStatus.Resubmitted,
  WorkStatus.BeingChecked,
];
