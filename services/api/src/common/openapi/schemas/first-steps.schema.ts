export { FirstStepsSchema } from '@tutor/contracts';
