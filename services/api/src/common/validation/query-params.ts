import { Transform } from 'class-transformer';

/**
 * A query-string number: '' is no filter, up to `digits` digits are a number, anything else
 * stays text (and fails the field's IsInt with a 422).
 */
export function QueryInteger(digits = 10): PropertyDecorator {
  const pattern = new RegExp(`^\\s*\\d{1,${digits}}\\s*$`);
  return Transform(({ value }: { value: unknown }) => {
    if (value === '') return undefined;
    return typeof value === 'string' && pattern.test(value) ? Number(value) : value;
  });
}

/** A query-string text: '' is no filter. */
export function QueryText(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value));
}
