/** What a notification is about; every kind is shown in the app, mail is per kind. */
export const NOTIFICATION_KINDS = [
  'task_received',
  'work_submitted',
  'work_checked',
  'work_returned',
  'deadline_soon',
  'comment_added',
  'material_updated',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

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
