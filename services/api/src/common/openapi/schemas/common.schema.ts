export { RecordId, SubjectRefSchema, WorkStatusSchema } from '@tutor/contracts';
