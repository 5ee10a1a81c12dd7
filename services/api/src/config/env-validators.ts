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

/** A plausible email address: something@host.tld, no spaces, no second @. */
const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

/** The addresses of a comma-separated list, trimmed and lower-cased; undefined if one is bad. */
export function parseEmailList(value: string): string[] | undefined {
  const emails = value.split(',').map((email) => email.trim().toLowerCase());
  return emails.every((email) => EMAIL.test(email)) ? [...new Set(emails)] : undefined;
}

/** OPERATOR_EMAILS: comma-separated email addresses. */
export function IsEmailList(options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isEmailList',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && parseEmailList(value) !== undefined,
      },
    },
    options,
  );
}

const POSTGRES_URL = /^postgres(ql)?:\/\/\S+$/;

/** The trimmed entries of a comma-separated list of URLs; blank entries are left out. */
export function parseUrlList(value: string): string[] {
  return value
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '');
}

/** DATABASE_REPLICA_URLS: comma-separated postgres:// URLs. */
export function IsPostgresUrlList(options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isPostgresUrlList',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' &&
          parseUrlList(value).length > 0 &&
          parseUrlList(value).every((url) => POSTGRES_URL.test(url)),
      },
    },
    options,
  );
}
