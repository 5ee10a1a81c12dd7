export { DispatchJobSchema, DispatchPreviewSchema } from '@tutor/contracts';
