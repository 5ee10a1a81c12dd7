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

/**
 * What a notification is about, as the API's notifications/notification-kinds.ts lists
 * them (the API's tests fail when the server answers a kind missing here).
 */
export const NOTIFICATION_KINDS = [
  'task_received',
  'work_submitted',
  'work_checked',
  'work_returned',
  'deadline_soon',
  'comment_added',
  'material_updated',
] as const;

export const NotificationKindSchema = named('NotificationKind', oneOfValues(NOTIFICATION_KINDS));
export type NotificationKind = Static<typeof NotificationKindSchema>;

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
      kinds: arrayOf(NotificationKindSchema),
      mail: someKeyed(NOTIFICATION_KINDS, bool()),
      submitted_delivery: oneOfValues(['instant', 'digest']),
    },
    ['submitted_delivery'],
  ),
);
export type NotificationPreferences = Static<typeof NotificationPreferencesSchema>;
