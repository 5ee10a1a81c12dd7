import { NamedSchema, type JsonSchema, type Schema, type SchemaLike, type Static } from './schema';

/** Readable object types in editors and generated declarations. */
type Flat<T> = { [K in keyof T]: T[K] } & {};

type Properties = Readonly<Record<string, SchemaLike>>;

type ObjectOf<P extends Properties, O extends keyof P> = Flat<
  { -readonly [K in Exclude<keyof P, O>]: Static<P[K]> } & {
    -readonly [K in O]?: Static<P[K]>;
  }
>;

export const named = /* @__NO_SIDE_EFFECTS__ */ <T>(
  name: string,
  schema: Schema<T>,
): NamedSchema<T> => new NamedSchema(name, schema);

export const int = /* @__NO_SIDE_EFFECTS__ */ (extra: JsonSchema = {}): Schema<number> => ({
  type: 'integer',
  ...extra,
});
export const num = /* @__NO_SIDE_EFFECTS__ */ (extra: JsonSchema = {}): Schema<number> => ({
  type: 'number',
  ...extra,
});
export const text = /* @__NO_SIDE_EFFECTS__ */ (extra: JsonSchema = {}): Schema<string> => ({
  type: 'string',
  ...extra,
});
export const bool = /* @__NO_SIDE_EFFECTS__ */ (): Schema<boolean> => ({ type: 'boolean' });
/** Epoch milliseconds. */
export const moment = /* @__NO_SIDE_EFFECTS__ */ (): Schema<number> =>
  int({ description: 'epoch milliseconds' });

export const oneOfValues = /* @__NO_SIDE_EFFECTS__ */ <const V extends string | number>(
  values: readonly V[],
): Schema<V> => ({
  enum: [...values],
});

export const constant = /* @__NO_SIDE_EFFECTS__ */ <const V extends string | number | boolean>(
  value: V,
): Schema<V> => ({
  const: value,
});

export const arrayOf = /* @__NO_SIDE_EFFECTS__ */ <S extends SchemaLike>(
  items: S,
): Schema<Static<S>[]> => ({
  type: 'array',
  items,
});

/** An object of any keys, each value of one schema. */
export const recordOf = /* @__NO_SIDE_EFFECTS__ */ <S extends SchemaLike>(
  values: S,
): Schema<Record<string, Static<S>>> => ({
  type: 'object',
  additionalProperties: values,
});

export const oneOf = /* @__NO_SIDE_EFFECTS__ */ <S extends readonly SchemaLike[]>(
  ...schemas: S
): Schema<Static<S[number]>> => ({ oneOf: schemas });

export const nullable = /* @__NO_SIDE_EFFECTS__ */ <S extends SchemaLike>(
  schema: S,
): Schema<Static<S> | null> => ({
  oneOf: [schema, { type: 'null' }],
});

/**
 * An object of exactly these properties, all required unless named in `optional`
 * (absent, never null: a property the server may send as null is `nullable(...)`).
 */
/* @__NO_SIDE_EFFECTS__ */
export function object<P extends Properties, O extends keyof P & string = never>(
  properties: P,
  optional: readonly O[] = [],
): Schema<ObjectOf<P, O>> {
  const required = Object.keys(properties).filter((key) => !optional.includes(key as O));
  return { type: 'object', properties, required, additionalProperties: false };
}

/** An object with exactly these keys, each value of one schema (all required). */
/* @__NO_SIDE_EFFECTS__ */
export function keyed<const K extends string, S extends SchemaLike>(
  keys: readonly K[],
  value: S,
): Schema<Record<K, Static<S>>> {
  return object(Object.fromEntries(keys.map((key) => [key, value])));
}

/** An object with any of these keys, each value of one schema. */
/* @__NO_SIDE_EFFECTS__ */
export function someKeyed<const K extends string, S extends SchemaLike>(
  keys: readonly K[],
  value: S,
): Schema<Partial<Record<K, Static<S>>>> {
  return object(Object.fromEntries(keys.map((key) => [key, value])), keys);
}
