import {
  arrayOf,
  bool,
  int,
  moment,
  named,
  nullable,
  object,
  oneOfValues,
  text,
  RecordId,
  someKeyed,
  type Static,
} from './schema';
import { MarkSchema } from './tasks';

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

export const NotificationKindSchema = named('NotificationKind', oneOfValues(NOTIFICATION_KINDS));

/** The kinds whose mail has a switch. */
export const NotificationMailKindSchema = named(
  'NotificationMailKind',
  oneOfValues(NOTIFICATION_MAIL_KINDS),
);

/** One notification as the bell's list shows it. */
export const NotificationSchema = named(
  'Notification',
  object({
    id: RecordId,
    kind: NotificationKindSchema,
    created_at: moment(),
    read: bool(),
    work_id: nullable(RecordId),
    task_id: nullable(RecordId),
    /** The page it is about, within the app. */
    link: nullable(text()),
    task_title: text(),
    actor_name: nullable(text()),
    note: nullable(text()),
    regraded: bool(),
    resubmitted: bool(),
    deadline: nullable(moment()),
    /** The new version's number of a material_updated. */
    version: nullable(int({ minimum: 1 })),
    /** The mark of a work_checked. */
    mark: nullable(MarkSchema),
    /** What was paid, in rubles: a sale, a purchase, a subscription month. */
    amount_rub: nullable(int({ minimum: 0 })),
    /** The provider's fiscal receipt (54-FZ), when it gave a link. */
    receipt_url: nullable(text()),
  }),
);
export type NotificationItem = Static<typeof NotificationSchema>;

/** GET /api/notifications: one page, and how many are unread. */
export const NotificationsPageSchema = named(
  'NotificationsPage',
  object({
    items: arrayOf(NotificationSchema),
    total: int(),
    page: int(),
    per_page: int(),
    unread: int(),
  }),
);
export type NotificationsPage = Static<typeof NotificationsPageSchema>;

export const NotificationsUnreadSchema = named('NotificationsUnread', object({ unread: int() }));
export type NotificationsUnread = Static<typeof NotificationsUnreadSchema>;

/** GET /api/notifications/preferences: the kinds shown, mail per kind, the digest choice. */
export const NotificationPreferencesSchema = named(
  'NotificationPreferences',
  object(
    {
      kinds: arrayOf(NotificationMailKindSchema),
      mail: someKeyed(NOTIFICATION_MAIL_KINDS, bool()),
      submitted_delivery: oneOfValues(['instant', 'digest']),
    },
    ['submitted_delivery'],
  ),
);
export type NotificationPreferences = Static<typeof NotificationPreferencesSchema>;
