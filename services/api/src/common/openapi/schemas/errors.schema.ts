export {
  CsrfMismatchBodySchema,
  ErrorBodySchema,
  ValidationErrorBodySchema,
} from '@tutor/contracts';
