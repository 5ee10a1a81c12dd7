import { ValidationPipe, type ArgumentMetadata, type Type } from '@nestjs/common';
import type { ValidatorOptions } from 'class-validator';
import { isLargeBody, markLargeBody, otherRequestsFirst } from '../http/turns';
import { bodyBoundErrors } from './body-bounds';
import { dtoBounds } from './dto-bounds';
import { fieldError } from './field-error';
import { invalidTexts } from './invalid-text';
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

/**
 * Sizes a whole query (`@Query()`) by its DTO's bounds before anything else walks it. Here
 * rather than in the body-bounds interceptor: a GET route would need the interceptor for
 * its query alone, and an interceptor costs every request an rxjs pipeline.
 */
function sizeQuery(value: unknown, metatype: Type | undefined): void {
  if (metatype === undefined) return;
  const bounds = dtoBounds(metatype);
  if (bounds.properties.size === 0) return;
  const errors = bodyBoundErrors(value, bounds);
  if (errors.length > 0) throw new ValidationFailedException(errors);
}

/**
 * Also refuses invalid text (NUL, lone surrogates, non-characters) in any string of a body
 * or query, and reserved keys (constructor, __proto__), whatever its DTO says: 422 on its
 * field. Custom pipes of a route run after this one, so they see only checked bodies.
 */
class AppValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'query' && metadata.data === undefined) {
      sizeQuery(value, metadata.metatype);
    }
    if (metadata.type === 'body' || metadata.type === 'query') {
      const found = invalidTexts(value, metadata.data ?? '').filter(({ path }) => path !== '');
      if (found.length > 0) {
        const byPath = new Map(found.map((text) => [text.path, text]));
        const errors = [...byPath.values()].map(({ path, rule, message }) =>
          fieldError(
            path,
            undefined,
            rule,
            message,
            path.includes('.') ? undefined : metadata.metatype,
          ),
        );
        throw new ValidationFailedException(errors);
      }
    }
    if (!isLargeBody(value)) return super.transform(value, metadata) as Promise<unknown>;
    // a large body is converted and validated in steps other requests may run between
    await otherRequestsFirst();
    const checked = (await super.transform(value, metadata)) as unknown;
    markLargeBody(checked);
    await otherRequestsFirst();
    return checked;
  }
}
