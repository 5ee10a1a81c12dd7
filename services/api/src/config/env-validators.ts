import { ValidateBy, type ValidationOptions } from 'class-validator';
import { parseRoles } from './roles-config';

/** A decimal integer string within [min, max], e.g. a port. */
export function IsIntegerString(
  min: number,
  max: number,
  options: ValidationOptions,
): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isIntegerString',
      constraints: [min, max],
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' &&
          /^\d+$/.test(value) &&
          Number(value) >= min &&
          Number(value) <= max,
      },
    },
    options,
  );
}

/** ROLES: a JSON array of `{ id, name, phone_required }`. */
export function IsRolesJson(options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isRolesJson',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && parseRoles(value) !== undefined,
      },
    },
    options,
  );
}
