import { ValidationPipe, type ArgumentMetadata } from '@nestjs/common';
import type { ValidatorOptions } from 'class-validator';
import { fieldError } from './field-error';
import { nulPaths } from './nul-paths';
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
  return new AppValidationPipe({
    ...VALIDATOR_OPTIONS,
    transform: true,
    exceptionFactory: (errors) => new ValidationFailedException(errors),
  });
}

/** Also refuses a NUL character in any string of a body or query (422 on its field). */
class AppValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' || metadata.type === 'query') {
      const paths = [...new Set(nulPaths(value))].filter((path) => path !== '');
      if (paths.length > 0) {
        const errors = paths.map((path) =>
          fieldError(path, undefined, 'hasNoNul', 'validation.no_nul'),
        );
        throw new ValidationFailedException(errors);
      }
    }
    return super.transform(value, metadata) as Promise<unknown>;
  }
}
