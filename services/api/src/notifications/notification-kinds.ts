/** What a notification is about; every kind is shown in the app, mail is per kind. */
export const NOTIFICATION_KINDS = [
  'task_received',
  'work_submitted',
  'work_checked',
  'work_returned',
  'deadline_soon',
  'comment_added',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/** How a teacher gets mail about submitted works: each at once, or one mail a day. */
export const SUBMITTED_DELIVERIES = ['instant', 'digest'] as const;
export type SubmittedDelivery = (typeof SUBMITTED_DELIVERIES)[number];

/** The kinds a role can receive (the others never reach it, so settings do not offer them). */
export const TEACHER_KINDS: readonly NotificationKind[] = ['work_submitted', 'comment_added'];
export const STUDENT_KINDS: readonly NotificationKind[] = [
  'task_received',
  'work_checked',
  'work_returned',
  'deadline_soon',
  'comment_added',
];

/** The facts a notification keeps, so the list reads without joins to changed rows. */
export interface NotificationData {
  task_title: string;
  /** Who did it: the teacher, the student or the comment's author. */
  actor_name?: string;
  /** The teacher's note of a returned work, or the comment's text (shortened). */
  note?: string;
  regraded?: boolean;
  resubmitted?: boolean;
  /** The deadline of a deadline_soon, epoch ms. */
  deadline?: number;
}
