export {
  AnswerValueSchema,
  CheckQueueItemSchema,
  CheckQueuePageSchema,
  WorkCommentSchema,
  WorkSummarySchema,
  WorkVersionSchema,
  WorkViewSchema,
} from '@tutor/contracts';
