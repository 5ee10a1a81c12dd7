import type { ValidationError } from 'class-validator';

/** Rules that say what kind of value a field holds: when one fails, the others are noise. */
const KIND_RULES = [
  'isDefined',
  'isNotEmpty',
  'isString',
  'isInt',
  'isNumber',
  'isBoolean',
  'isArray',
  'isObject',
  'isIn',
];

function firstRule(names: readonly string[]): string | undefined {
  const kind = KIND_RULES.find((rule) => names.includes(rule));
  if (kind !== undefined) return kind;
  // class-validator lists a field's failed rules in the reverse order of the decorators.
  return names.filter((name) => name !== 'nestedValidation').at(-1) ?? names.at(-1);
}

/**
 * Keeps one message per field, the first rule it failed (a string where a list is
 * expected says "must be an array", not also "at most 100"), and drops what was found
 * inside a value that is already refused as a whole.
 */
export function firstFailures(errors: readonly ValidationError[]): ValidationError[] {
  return errors.map((error) => {
    const names = Object.keys(error.constraints ?? {});
    const rule = firstRule(names);
    if (rule === undefined) {
      error.children = firstFailures(error.children ?? []);
      return error;
    }
    error.constraints = { [rule]: error.constraints?.[rule] ?? rule };
    error.children = [];
    return error;
  });
}

/** The paths of the fields refused ('questions.0.text'), for rules that build on valid parts. */
export function refusedPaths(errors: readonly ValidationError[], prefix = ''): string[] {
  return errors.flatMap((error) => {
    const path = prefix === '' ? error.property : `${prefix}.${error.property}`;
    const own = Object.keys(error.constraints ?? {}).length > 0 ? [path] : [];
    return [...own, ...refusedPaths(error.children ?? [], path)];
  });
}

/** Whether nothing in, around or above `path` was refused. */
export function isSound(refused: readonly string[], path: string): boolean {
  return !refused.some((p) => p === path || p.startsWith(`${path}.`) || path.startsWith(`${p}.`));
}
