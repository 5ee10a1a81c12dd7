import {
  NOTIFICATION_KINDS,
  NOTIFICATION_MAIL_KINDS,
  isNotificationMailKind,
  type Mark,
  type NotificationKind,
  type NotificationMailKind,
} from '@tutor/contracts';

/** What a notification is about (defined once, in the contracts). */
export {
  NOTIFICATION_KINDS,
  NOTIFICATION_MAIL_KINDS,
  isNotificationMailKind,
  type NotificationKind,
  type NotificationMailKind,
};

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/** A kind whose mail has a switch (and so an unsubscribe link). */
export function isMailKindName(value: unknown): value is NotificationMailKind {
  return isNotificationKind(value) && isNotificationMailKind(value);
}

/** How a teacher gets mail about submitted works: each at once, or one mail a day. */
export const SUBMITTED_DELIVERIES = ['instant', 'digest'] as const;
export type SubmittedDelivery = (typeof SUBMITTED_DELIVERIES)[number];

/** The kinds a role can receive (the others never reach it, so settings do not offer them). */
export const TEACHER_KINDS: readonly NotificationMailKind[] = [
  'work_submitted',
  'comment_added',
  'material_updated',
];
export const STUDENT_KINDS: readonly NotificationMailKind[] = [
  'task_received',
  'work_checked',
  'work_returned',
  'deadline_soon',
  'comment_added',
];

/** The facts a notification keeps, so the list reads without joins to changed rows. */
export interface NotificationData {
  /** The task's title, or the material's for a material_updated. */
  task_title: string;
  /** Who did it: the teacher, the student or the comment's author. */
  actor_name?: string;
  /** The teacher's note of a returned work, the comment's text or a version's changelog (shortened). */
  note?: string;
  regraded?: boolean;
  resubmitted?: boolean;
  /** The deadline of a deadline_soon, epoch ms. */
  deadline?: number;
  /** The bought material that has a new version, and that version's number. */
  material_id?: number;
  version?: number;
  /** The mark of a work_checked, as the task's scale gives it. */
  mark?: Mark;
  /** What was paid, in rubles: a sale, a purchase, a subscription month. */
  amount_rub?: number;
  /** The fiscal receipt (54-FZ) the payment provider gave, if it gave a link. */
  receipt_url?: string;
}

/** A comment, a note or a changelog as a notification keeps it. */
const NOTE_MAX = 300;
export const shortNote = (text: string): string =>
  text.length > NOTE_MAX ? `${text.slice(0, NOTE_MAX - 1)}…` : text;

/** The page a notification is about, within the app. */
export function notificationPath(
  kind: NotificationKind,
  workId: number | null,
  data: NotificationData,
): string | null {
  switch (kind) {
    case 'material_updated':
    case 'purchase_paid':
      return data.material_id === undefined ? null : `/marketplace/materials/${data.material_id}`;
    case 'material_sold':
      return '/payouts/sales';
    case 'password_changed':
      return '/settings';
    case 'subscription_paid':
      // the plan section, far down the settings on a phone
      return '/settings#subscription';
    case 'task_received':
    case 'work_submitted':
    case 'work_checked':
    case 'work_returned':
    case 'deadline_soon':
    case 'comment_added':
      return workId === null ? null : `/works/${workId}`;
  }
}
