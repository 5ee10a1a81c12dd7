export { PaymentMismatchSchema } from '@tutor/contracts';
