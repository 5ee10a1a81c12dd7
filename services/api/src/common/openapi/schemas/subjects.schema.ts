export { SubjectSchema } from '@tutor/contracts';
