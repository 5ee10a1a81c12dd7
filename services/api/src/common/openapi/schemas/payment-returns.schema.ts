export { PaymentReturnSchema } from '@tutor/contracts';
