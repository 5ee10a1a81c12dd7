export { CommentBankEntrySchema, CommentBankListSchema } from '@tutor/contracts';
