import type { ValidationErrorBody } from '@tutor/contracts';
import type { ValidationError } from 'class-validator';
import type { Locale } from '../../i18n/locale';
import { attributeParams, pluralForm, translate } from '../../i18n/messages';
import { failedRules } from './validation-rules';

function flatten(errors: readonly ValidationError[], prefix = ''): [string, ValidationError][] {
  return errors.flatMap((error) => {
    const field = prefix === '' ? error.property : `${prefix}.${error.property}`;
    const own: [string, ValidationError][] =
      error.constraints === undefined ? [] : [[field, error]];
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** The DTO class a failed field belongs to, for labels that differ per DTO. */
function dtoClassOf(error: ValidationError): string | undefined {
  const target: unknown = error.target;
  return typeof target === 'object' && target !== null ? target.constructor.name : undefined;
}

/** The 422 body: `{ message, errors: { field: [text, ...] } }` in the request's language. */
export function validationErrorBody(
  errors: readonly ValidationError[],
  locale: Locale,
): ValidationErrorBody {
  // a Map: a field may be named "constructor" or "__proto__"
  const fields = new Map<string, string[]>();
  for (const [field, error] of flatten(errors)) {
    const attribute = attributeParams(field, locale, dtoClassOf(error));
    const texts = failedRules(error).map(({ key, params }) =>
      translate(key, locale, { ...params, ...attribute }),
    );
    fields.set(field, [...(fields.get(field) ?? []), ...texts]);
  }
  const texts = [...fields.values()].flat();
  const [first = translate('validation.body', locale)] = texts;
  const more = texts.length - 1;
  const message =
    more > 0
      ? `${first} ${translate(`validation.more_errors.${pluralForm(more, locale)}`, locale, { count: more })}`
      : first;
  return { message, errors: Object.fromEntries(fields) };
}
