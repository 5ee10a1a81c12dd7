/** The kinds whose mail each user turns on or off (the settings' switches). */
export const NOTIFICATION_MAIL_KINDS = [
  'task_received',
  'work_submitted',
  'work_checked',
  'work_returned',
  'deadline_soon',
  'comment_added',
  'material_updated',
] as const;
export type NotificationMailKind = (typeof NOTIFICATION_MAIL_KINDS)[number];

/**
 * The account's own news, always mailed (no switch, no unsubscribe link): a password
 * changed, a material of the user's sold, and the receipts of what the user paid for.
 */
export const ACCOUNT_NOTIFICATION_KINDS = [
  'password_changed',
  'material_sold',
  'purchase_paid',
  'subscription_paid',
] as const;
export type AccountNotificationKind = (typeof ACCOUNT_NOTIFICATION_KINDS)[number];

/** What a notification is about; every kind is shown in the app. */
export const NOTIFICATION_KINDS = [
  ...NOTIFICATION_MAIL_KINDS,
  ...ACCOUNT_NOTIFICATION_KINDS,
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export function isNotificationMailKind(kind: NotificationKind): kind is NotificationMailKind {
  return (NOTIFICATION_MAIL_KINDS as readonly string[]).includes(kind);
}

/** GET /api/notifications: how many a page holds unless asked, and at most. */
export const NOTIFICATIONS_PER_PAGE = 20;
export const NOTIFICATIONS_PER_PAGE_MAX = 100;

/** The filters of GET /api/notifications besides the page. */
export interface NotificationsFilter {
  /** Only notifications of this kind. */
  kind?: NotificationKind;
  /** `true`: only the unread ones. */
  unread?: boolean;
}
