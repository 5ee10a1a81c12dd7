import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validate, type ValidationError } from 'class-validator';
import { VALIDATOR_OPTIONS } from '../common/validation/validation.pipe';

const isBody = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A body checked against its DTO's rules, with the errors returned rather than thrown, so
 * the service can add the rules that need the database and answer one 422 with them all.
 */
export async function validateBody<T extends object>(
  type: ClassConstructor<T>,
  body: unknown,
): Promise<{ dto: T; errors: ValidationError[]; failed: Set<string> }> {
  const dto = plainToInstance(type, isBody(body) ? body : {});
  const errors = await validate(dto, VALIDATOR_OPTIONS);
  return { dto, errors, failed: new Set(errors.map((error) => error.property)) };
}
