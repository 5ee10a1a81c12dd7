export {
  ChoiceOptionSchema,
  MarkSchema,
  QuestionTypeSchema,
  ResendUnstartedSchema,
  ScaleOptionsSchema,
  TaskOriginSchema,
  TaskQuestionSchema,
  TaskListPageSchema,
  TaskSchema,
  TaskSummarySchema,
} from '@tutor/contracts';
