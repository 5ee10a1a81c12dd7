import { ValidationError } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { RequestBodyErrorCode, RequestBodyException } from '../errors/request-body.exception';
import { MAX_JSON_DEPTH } from '../http/json-depth';
import type { DtoBounds, PropertyBounds } from './dto-bounds';

/**
 * Arrays' items and objects' keys a body or query may hold when its DTO says nothing
 * bounded (class-transformer, class-validator and the text check each walk every one).
 */
export const MAX_BODY_ELEMENTS = 20_000;

/** Values a body may hold beyond a valid one's: fields a client echoes and the DTO drops. */
const SPARE_ELEMENTS = 256;

/** How many values a body for this DTO may hold: twice a valid one's, at most MAX_BODY_ELEMENTS. */
export function elementLimit(bounds: DtoBounds | undefined): number {
  if (bounds === undefined) return MAX_BODY_ELEMENTS;
  return Math.min(MAX_BODY_ELEMENTS, 2 * bounds.elements + SPARE_ELEMENTS);
}

interface Pending {
  value: unknown;
  path: readonly string[];
  bounds: DtoBounds | undefined;
  depth: number;
}

/**
 * Sizes past which a value is refused here rather than by the validator: twice its DTO's
 * max (and a little). Below that, walking it costs no more than a valid body's values, and
 * the validator reports it with every other field's mistakes, as a form expects.
 */
const lengthOf = (meta: ValidationMetadata | undefined): number => {
  const max: unknown = meta?.constraints[0];
  return typeof max === 'number' ? 2 * max + SPARE_ELEMENTS : Infinity;
};

/** The rule a value breaks by its size alone: far more items or characters than its DTO allows. */
function sizeRule(bounds: PropertyBounds, value: unknown): ValidationMetadata | undefined {
  if (Array.isArray(value)) {
    if (value.length > lengthOf(bounds.maxItems)) return bounds.maxItems;
    const max = lengthOf(bounds.itemMaxLength);
    // bounded by maxItems when the DTO has it; else by the element count already taken
    const long = (item: unknown): boolean => typeof item === 'string' && item.length > max;
    return max !== Infinity && value.some(long) ? bounds.itemMaxLength : undefined;
  }
  if (typeof value === 'string' && value.length > lengthOf(bounds.maxLength)) {
    return bounds.maxLength;
  }
  return undefined;
}

/** class-validator's error for `rule` on the field at `path`, nested as its own would be. */
function errorAt(
  path: readonly string[],
  rule: ValidationMetadata,
  value: unknown,
): ValidationError {
  const name = rule.name ?? rule.type;
  let error = new ValidationError();
  error.property = path.at(-1) ?? '';
  error.value = value;
  // the failed rule's arguments (the max) are read from the DTO the target belongs to
  if (typeof rule.target === 'function')
    error.target = Object.create(rule.target.prototype as object) as object;
  error.constraints = { [name]: name };
  error.contexts = rule.context === undefined ? {} : { [name]: rule.context as unknown };
  error.children = [];
  for (let i = path.length - 2; i >= 0; i--) {
    const parent = new ValidationError();
    parent.property = path[i] ?? '';
    parent.children = [error];
    error = parent;
  }
  return error;
}

/** The values one container adds to the count. */
function sizeOf(value: object): number {
  return Array.isArray(value) ? value.length : Object.keys(value).length;
}

function childrenOf(item: Pending, value: object, errors: ValidationError[]): Pending[] {
  const { path, bounds, depth } = item;
  if (Array.isArray(value)) {
    return value.map((child: unknown, index) => ({
      value: child,
      path: [...path, String(index)],
      bounds,
      depth: depth + 1,
    }));
  }
  const children: Pending[] = [];
  for (const [key, child] of Object.entries(value)) {
    const property = bounds?.properties.get(key);
    const checked = property !== undefined && !property.conditional;
    const rule = checked ? sizeRule(property, child) : undefined;
    if (rule !== undefined) {
      errors.push(errorAt([...path, key], rule, child));
      continue;
    }
    const nested = checked ? property.nested?.() : undefined;
    children.push({ value: child, path: [...path, key], bounds: nested, depth: depth + 1 });
  }
  return children;
}

/**
 * Sizes a parsed body or query before anything else walks it, in one pass with its own
 * stack (no recursion, no spread): a list far longer than its DTO's @ArrayMaxSize or a text
 * far longer than its @MaxLength is refused on its field without looking into it (the 422's
 * errors, returned), a body holding more values than `elementLimit` answers 413, and one
 * nested deeper than MAX_JSON_DEPTH 422 (forms and queries too).
 */
export function bodyBoundErrors(
  value: unknown,
  bounds: DtoBounds | undefined,
  root = '',
): ValidationError[] {
  const limit = elementLimit(bounds);
  const errors: ValidationError[] = [];
  const stack: Pending[] = [{ value, path: root === '' ? [] : [root], bounds, depth: 0 }];
  let elements = 0;
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const current = item.value;
    if (typeof current !== 'object' || current === null) continue;
    if (item.depth >= MAX_JSON_DEPTH) throw new RequestBodyException(RequestBodyErrorCode.TooDeep);
    elements += sizeOf(current);
    if (elements > limit) throw new RequestBodyException(RequestBodyErrorCode.TooLarge);
    const children = childrenOf(item, current, errors);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as Pending);
  }
  return errors;
}
