export {
  AccountAnswerSchema,
  AppSettingsSchema,
  DisconnectAnswerSchema,
  HealthReportSchema,
  LinkedSocialAccountSchema,
  SessionUserSchema,
  SocialProviderSchema,
} from '@tutor/contracts';
