import { ValidationError } from 'class-validator';
import type { MessageKey } from '../../i18n/messages';

/**
 * A failed rule that needs more than the body to check (a unique email, a configured
 * role), in class-validator's shape so it joins the others in the same 422 answer.
 * `name` 'isNotEmpty' reports as "required". `dto`, the class of the body, names the field
 * the way that DTO's fields read (`i18n/attributes.ts`).
 */
export function fieldError(
  property: string,
  value: unknown,
  name: string,
  rule: MessageKey,
  dto?: abstract new (...args: never[]) => unknown,
): ValidationError {
  const error = new ValidationError();
  if (dto !== undefined) error.target = Object.create(dto.prototype as object) as object;
  error.property = property;
  error.value = value;
  error.constraints = { [name]: rule };
  error.contexts = { [name]: { rule } };
  error.children = [];
  return error;
}

/** Orders errors by the form's field order; unknown fields come last, in their order. */
export function inFieldOrder(
  errors: readonly ValidationError[],
  order: readonly string[],
): ValidationError[] {
  const rank = (error: ValidationError): number => {
    const index = order.indexOf(error.property);
    return index === -1 ? order.length : index;
  };
  return [...errors].sort((a, b) => rank(a) - rank(b));
}
