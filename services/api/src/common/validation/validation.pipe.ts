import { ValidationPipe } from '@nestjs/common';
import { ValidationFailedException } from './validation-failed.exception';

/**
 * The one validation pipe: strips properties a DTO does not declare, converts to the DTO
 * class, refuses bodies that are no known object, and leaves the answer to the filter.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    forbidUnknownValues: true,
    validationError: { target: true, value: true },
    exceptionFactory: (errors) => new ValidationFailedException(errors),
  });
}
