export {
  InviteInfoSchema,
  InviteLinkSchema,
  JoinAnswerSchema,
  StudentGroupSchema,
  StudentSummarySchema,
} from '@tutor/contracts';
