export {
  AccountNoticeSchema,
  AccountSessionListSchema,
  AccountSessionSchema,
  EndedSessionsSchema,
} from '@tutor/contracts';
