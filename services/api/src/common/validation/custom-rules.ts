import { Transform } from 'class-transformer';
import {
  ValidateBy,
  ValidateIf,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';
import type { MessageKey } from '../../i18n/messages';
import { normalizePhone } from './phone';
import { isCommonPassword } from './common-passwords';

/**
 * The message key a failed rule reports (read by validation-rules.ts). Each rule also
 * needs a non-empty default message: class-validator keeps contexts only for those.
 */
function withRule(rule: MessageKey, options?: ValidationOptions): ValidationOptions {
  return { ...options, context: { rule } };
}

/**
 * May be left out, but when sent it must pass the field's rules: unlike IsOptional, a null
 * is refused (for fields whose column has no null to store).
 */
export function IsOmittable(): PropertyDecorator {
  return ValidateIf((_object: object, value: unknown) => value !== undefined);
}

const ACCEPTED = new Set(['1', 'on', 'yes', 'true']);

/** Laravel's `accepted`: true, 1, '1', 'on', 'yes' or 'true'; missing counts as not accepted. */
export function IsAccepted(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isAccepted',
      validator: {
        defaultMessage: () => '$property must be accepted',
        validate: (value: unknown) =>
          value === true ||
          value === 1 ||
          (typeof value === 'string' && ACCEPTED.has(value.trim().toLowerCase())),
      },
    },
    withRule('validation.accepted', options),
  );
}

/** A phone number normalizePhone() can store. */
export function IsPhone(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isPhone',
      validator: {
        defaultMessage: () => '$property must be a phone number',
        validate: (value: unknown) =>
          typeof value === 'string' && normalizePhone(value) !== undefined,
      },
    },
    withRule('validation.phone', options),
  );
}

/** Not on the list of most common passwords (any letter case). Non-strings pass: IsString reports them. */
export function IsNotCommonPassword(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isNotCommonPassword',
      validator: {
        defaultMessage: () => '$property is too common',
        validate: (value: unknown) => typeof value !== 'string' || !isCommonPassword(value),
      },
    },
    withRule('validation.common_password', options),
  );
}

/** Laravel's `confirmed`: equal to the `<field>_confirmation` field of the same body. */
export function IsConfirmed(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isConfirmed',
      validator: {
        defaultMessage: () => '$property confirmation does not match',
        validate: (value: unknown, args?: ValidationArguments) => {
          if (args === undefined) return false;
          const body = args.object as Record<string, unknown>;
          return value === body[`${args.property}_confirmation`];
        },
      },
    },
    withRule('validation.confirmed', options),
  );
}

/** Text without control characters (NUL, escapes…), as a name or a title must be. */
export function IsPlainText(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isPlainText',
      validator: {
        defaultMessage: () => '$property must not contain control characters',
        validate: (value: unknown) => typeof value !== 'string' || !/\p{Cc}/u.test(value),
      },
    },
    withRule('validation.regex', options),
  );
}

/** Trims a string value (Laravel's TrimStrings); other values pass unchanged. */
export function Trim(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim() : value,
  );
}

/** '2' → 2, so a form's select may send its value as text; other values pass unchanged. */
export function IntegerLike(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\s*-?\d{1,9}\s*$/.test(value) ? Number(value) : value,
  );
}
