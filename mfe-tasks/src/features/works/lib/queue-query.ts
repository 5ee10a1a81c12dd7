import type { QueryParams } from '@tutor/api-client';
import { WorkStatus } from '@tutor/contracts';

/** The queue's filters live in the address, so a reload or a link keeps them. */
export const QUEUE_PARAMS = ['task_id', 'subject_id', 'status', 'student_id'] as const;
export type QueueParam = (typeof QUEUE_PARAMS)[number];

export const QUEUE_STATUSES = [
  WorkStatus.Submitted,
  WorkStatus.Resubmitted,
  WorkStatus.BeingChecked,
] as const;

function positive(value: string | null): number | undefined {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : undefined;
}

/** GET /api/checks's query, as the API documents it. */
export type QueueQuery = QueryParams<'/api/checks', 'get'>;

export function readQueueQuery(params: URLSearchParams): QueueQuery {
  const status = positive(params.get('status'));
  return {
    task_id: positive(params.get('task_id')),
    subject_id: positive(params.get('subject_id')),
    student_id: positive(params.get('student_id')),
    status: QUEUE_STATUSES.find((value) => value === status),
    page: positive(params.get('page')) ?? 1,
  };
}
