import { NOTIFICATION_KINDS, NOTIFICATION_MAIL_KINDS } from '@tutor/contracts';
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
} from '../json-schema';
import { RecordId } from './common.schema';
import { MarkSchema } from './tasks.schema';

/** The kinds, from the contracts (common imports no feature). */
const KINDS = NOTIFICATION_KINDS;

export const NotificationKindSchema = named('NotificationKind', oneOfValues(KINDS));

/** The kinds whose mail has a switch. */
const MAIL_KINDS = NOTIFICATION_MAIL_KINDS;
export const NotificationMailKindSchema = named('NotificationMailKind', oneOfValues(MAIL_KINDS));

export const NotificationSchema = named(
  'Notification',
  object({
    id: RecordId,
    kind: NotificationKindSchema,
    created_at: moment(),
    read: bool(),
    work_id: nullable(RecordId),
    task_id: nullable(RecordId),
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

export const NotificationsUnreadSchema = named('NotificationsUnread', object({ unread: int() }));

const mailSwitches = object(Object.fromEntries(MAIL_KINDS.map((kind) => [kind, bool()])), [
  ...MAIL_KINDS,
]);

export const NotificationPreferencesSchema = named(
  'NotificationPreferences',
  object(
    {
      kinds: arrayOf(NotificationMailKindSchema),
      mail: mailSwitches,
      submitted_delivery: oneOfValues(['instant', 'digest']),
    },
    ['submitted_delivery'],
  ),
);
