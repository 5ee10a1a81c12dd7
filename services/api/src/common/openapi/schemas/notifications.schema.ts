import { NOTIFICATION_KINDS } from '@tutor/contracts';
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

const mailSwitches = object(Object.fromEntries(KINDS.map((kind) => [kind, bool()])), [...KINDS]);

export const NotificationPreferencesSchema = named(
  'NotificationPreferences',
  object(
    {
      kinds: arrayOf(NotificationKindSchema),
      mail: mailSwitches,
      submitted_delivery: oneOfValues(['instant', 'digest']),
    },
    ['submitted_delivery'],
  ),
);
