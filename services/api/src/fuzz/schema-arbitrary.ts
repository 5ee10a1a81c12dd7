import fc from 'fast-check';
import { hostileJsonText, hostileString, hostileValue } from './hostile-values';
import { resolveRef, type OpenApiDocument, type Schema } from './openapi-operations';

/** Arrays are kept short: the point is their content, the bounds are probed by hostile values. */
const MAX_GENERATED_ITEMS = 4;
/** Nested $refs stop here (a schema may refer to itself). */
const MAX_SCHEMA_DEPTH = 6;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

function stringOf(schema: Schema): fc.Arbitrary<string> {
  const maxLength = Math.min(num(schema.maxLength) ?? 64, 64);
  const minLength = Math.min(num(schema.minLength) ?? 0, maxLength);
  if (schema.format === 'email') return fc.oneof(fc.emailAddress(), hostileString);
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: hostileString },
  );
}

function integerOf(schema: Schema): fc.Arbitrary<number> {
  const min = num(schema.minimum) ?? -(2 ** 31);
  const max = num(schema.maximum) ?? 2 ** 31 - 1;
  const safe = (n: number) =>
    Math.max(Number.MIN_SAFE_INTEGER, Math.min(Number.MAX_SAFE_INTEGER, n));
  return fc.oneof(
    fc.integer({ min: Math.max(min, -1000), max: Math.min(max, 1000) }),
    fc.constantFrom(safe(min), safe(max), safe(min - 1), safe(max + 1)),
  );
}

/** A number schema's values: bounds may be fractions (0.001..0.08), so doubles within them too. */
function numberOf(schema: Schema): fc.Arbitrary<number> {
  const min = num(schema.minimum);
  const max = num(schema.maximum);
  const any = fc.double({ noNaN: true, noDefaultInfinity: true });
  if (Number.isInteger(min ?? 0) && Number.isInteger(max ?? 0)) {
    return fc.oneof(integerOf(schema), any);
  }
  const lo = min ?? -1000;
  const hi = max ?? 1000;
  return fc.oneof(fc.double({ min: lo, max: hi, noNaN: true }), fc.constantFrom(lo, hi), any);
}

/** Values a schema describes (mostly valid, with hostile leaves mixed in). */
export function arbitraryOf(
  document: OpenApiDocument,
  given: Schema,
  depth = 0,
): fc.Arbitrary<unknown> {
  const schema = resolveRef(document, given);
  if (depth > MAX_SCHEMA_DEPTH) return fc.constant(null);
  const variants = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(variants)) {
    return fc.oneof(
      ...variants.filter(isRecord).map((variant) => arbitraryOf(document, variant, depth + 1)),
    );
  }
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    return fc.constantFrom(...(schema.enum as unknown[]));
  }
  switch (schema.type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return integerOf(schema);
    case 'number':
      return numberOf(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = isRecord(schema.items) ? schema.items : {};
      const maxLength = Math.min(num(schema.maxItems) ?? MAX_GENERATED_ITEMS, MAX_GENERATED_ITEMS);
      return fc.array(arbitraryOf(document, items, depth + 1), { maxLength });
    }
    case 'object':
      return objectOf(document, schema, depth);
    default:
      return isRecord(schema.properties) ? objectOf(document, schema, depth) : hostileValue;
  }
}

function objectOf(document: OpenApiDocument, schema: Schema, depth: number): fc.Arbitrary<unknown> {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const entries = Object.entries(properties).filter((entry): entry is [string, Schema] =>
    isRecord(entry[1]),
  );
  if (entries.length === 0)
    return fc.dictionary(fc.string({ maxLength: 6 }), hostileValue, { maxKeys: 3 });
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const model = Object.fromEntries(
    entries.map(([name, property]) => [name, arbitraryOf(document, property, depth + 1)]),
  );
  return fc.record(model, { requiredKeys: required.filter((name) => name in model) });
}

/** The dotted paths of a value's objects and arrays, its own root first. */
function pathsOf(value: unknown): string[][] {
  const paths: string[][] = [];
  const stack: [string[], unknown][] = [[[], value]];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [path, item] = next;
    if (typeof item !== 'object' || item === null) continue;
    for (const key of Object.keys(item)) {
      paths.push([...path, key]);
      stack.push([[...path, key], (item as Record<string, unknown>)[key]]);
    }
  }
  return paths;
}

/** A copy of `value` with the field at `path` set to `replacement` (or removed). */
function withField(
  value: unknown,
  path: readonly string[],
  replacement: unknown,
  remove: boolean,
): unknown {
  const copy: unknown = structuredClone(value);
  let parent = copy as Record<string, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  const last = path.at(-1);
  if (last === undefined) return copy;
  if (remove) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

/** What the fuzz suite sends as a body: a JSON value, or raw text posing as JSON. */
export type FuzzBody = { json: unknown } | { text: string };

/**
 * Bodies for a schema: generated values, the same with one field (at any depth) made
 * hostile, missing, or joined by extra fields, hostile values in place of the whole body,
 * and raw texts nested past the limit.
 */
export function bodyArbitrary(document: OpenApiDocument, schema: Schema): fc.Arbitrary<FuzzBody> {
  const valid = arbitraryOf(document, schema);
  const mutated = fc
    .tuple(valid, hostileValue, fc.nat(), fc.constantFrom('replace', 'remove'))
    .map(([value, replacement, pick, how]) => {
      const paths = pathsOf(value);
      const path = paths[pick % Math.max(paths.length, 1)];
      return path === undefined
        ? replacement
        : withField(value, path, replacement, how === 'remove');
    });
  const extra = fc
    .tuple(valid, fc.dictionary(fc.string({ maxLength: 10 }), hostileValue, { maxKeys: 3 }))
    .map(([value, fields]) => (isRecord(value) ? { ...fields, ...value, ...fields } : value));
  return fc.oneof(
    { weight: 3, arbitrary: valid.map((json) => ({ json })) },
    { weight: 4, arbitrary: mutated.map((json) => ({ json })) },
    { weight: 1, arbitrary: extra.map((json) => ({ json })) },
    { weight: 1, arbitrary: hostileValue.map((json) => ({ json })) },
    { weight: 1, arbitrary: hostileJsonText.map((text) => ({ text })) },
  );
}
