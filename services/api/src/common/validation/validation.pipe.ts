import { ValidationPipe } from '@nestjs/common';
import type { ValidatorOptions } from 'class-validator';
import { ValidationFailedException } from './validation-failed.exception';

/** How every body is validated (also by pipes that add rules of their own). */
export const VALIDATOR_OPTIONS = {
  whitelist: true,
  forbidUnknownValues: true,
  validationError: { target: true, value: true },
} as const satisfies ValidatorOptions;

/**
 * The one validation pipe: strips properties a DTO does not declare, converts to the DTO
 * class, refuses bodies that are no known object, and leaves the answer to the filter.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    ...VALIDATOR_OPTIONS,
    transform: true,
    exceptionFactory: (errors) => new ValidationFailedException(errors),
  });
}
