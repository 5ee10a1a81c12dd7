export {
  ChoiceOptionSchema,
  MarkSchema,
  QuestionTypeSchema,
  ResendUnstartedSchema,
  ScaleOptionsSchema,
  TaskOriginSchema,
  TaskQuestionSchema,
  TaskSchema,
  TaskSummarySchema,
} from '@tutor/contracts';
