export {
  NotificationKindSchema,
  NotificationMailKindSchema,
  NotificationPreferencesSchema,
  NotificationSchema,
  NotificationsPageSchema,
  NotificationsUnreadSchema,
} from '@tutor/contracts';
