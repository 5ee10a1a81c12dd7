export {
  BankQuestionPageSchema,
  BankQuestionSavedSchema,
  BankQuestionSchema,
} from '@tutor/contracts';
