export {
  NotificationKindSchema,
  NotificationPreferencesSchema,
  NotificationSchema,
  NotificationsPageSchema,
  NotificationsUnreadSchema,
} from '@tutor/contracts';
