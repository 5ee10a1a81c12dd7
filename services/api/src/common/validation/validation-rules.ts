import { getMetadataStorage, type ValidationError } from 'class-validator';
import { isMessageKey, type MessageKey, type MessageParams } from '../../i18n/messages';

export interface RuleMessage {
  key: MessageKey;
  params: MessageParams;
}

type RuleMapper = (constraints: readonly unknown[]) => RuleMessage;

const rule =
  (key: MessageKey, ...names: string[]): RuleMapper =>
  (constraints) => ({
    key,
    params: Object.fromEntries(names.map((name, i) => [name, String(constraints[i])])),
  });

/** class-validator constraint names → Laravel-like rules of the message table. */
const RULES: Readonly<Record<string, RuleMapper>> = {
  isDefined: rule('validation.required'),
  isNotEmpty: rule('validation.required'),
  isString: rule('validation.string'),
  isEmail: rule('validation.email'),
  minLength: rule('validation.min.string', 'min'),
  maxLength: rule('validation.max.string', 'max'),
  isLength: rule('validation.between.string', 'min', 'max'),
  min: rule('validation.min.numeric', 'min'),
  max: rule('validation.max.numeric', 'max'),
  isInt: rule('validation.integer'),
  isNumber: rule('validation.numeric'),
  isNumberString: rule('validation.numeric'),
  isBoolean: rule('validation.boolean'),
  isIn: rule('validation.in'),
  isEnum: rule('validation.in'),
  isUrl: rule('validation.url'),
  matches: rule('validation.regex'),
  isArray: rule('validation.array'),
  arrayMaxSize: rule('validation.max.array', 'max'),
  isObject: rule('validation.object'),
  nestedValidation: rule('validation.object'),
  whitelistValidation: rule('validation.prohibited'),
};

const REQUIRED_RULES = new Set(['isDefined', 'isNotEmpty']);

/** A rule a DTO names itself: `@Equals(true, { context: { rule: 'validation.accepted' } })`. */
function contextRule(error: ValidationError, name: string): MessageKey | undefined {
  const context: unknown = error.contexts?.[name];
  if (typeof context !== 'object' || context === null || !('rule' in context)) return undefined;
  return isMessageKey(context.rule) ? context.rule : undefined;
}

/** The parameters a rule found outside the DTO gives its message (`{ rule, params }`). */
function contextParams(error: ValidationError, name: string): MessageParams {
  const context: unknown = error.contexts?.[name];
  if (typeof context !== 'object' || context === null || !('params' in context)) return {};
  return typeof context.params === 'object' && context.params !== null
    ? (context.params as MessageParams)
    : {};
}

/** The arguments the DTO gave the failed decorator (e.g. 8 of @MinLength(8)). */
function constraintArgs(error: ValidationError, name: string): readonly unknown[] {
  const target: unknown = error.target;
  if (typeof target !== 'object' || target === null) return [];
  const metadata = getMetadataStorage()
    .getTargetValidationMetadatas(target.constructor, '', true, false)
    .find((m) => m.propertyName === error.property && (m.name ?? m.type) === name);
  return Array.isArray(metadata?.constraints) ? (metadata.constraints as unknown[]) : [];
}

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * The rules a field failed, as message keys. A missing value reports only "required", as
 * Laravel skips the other rules of an empty field.
 */
export function failedRules(error: ValidationError): RuleMessage[] {
  let names = Object.keys(error.constraints ?? {});
  if (isMissing(error.value) && names.some((name) => REQUIRED_RULES.has(name))) {
    names = names.filter((name) => REQUIRED_RULES.has(name)).slice(0, 1);
  }
  return names.map((name) => {
    const own = contextRule(error, name);
    const mapped = (RULES[name] ?? rule('validation.invalid'))(constraintArgs(error, name));
    if (own === undefined) return mapped;
    return { key: own, params: { ...mapped.params, ...contextParams(error, name) } };
  });
}
