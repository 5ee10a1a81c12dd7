export {
  MaterialAccessSchema,
  MaterialCardSchema,
  MaterialCataloguePageSchema,
  MaterialExamSchema,
  MaterialOwnershipSchema,
  MaterialPageSchema,
  MaterialQuestionSchema,
  MaterialReviewSchema,
  MaterialSubjectSchema,
  MaterialVersionSchema,
  PurchaseAnswerSchema,
  PurchaseSchema,
} from '@tutor/contracts';
