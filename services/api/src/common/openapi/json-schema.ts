/**
 * JSON Schema (OpenAPI 3.1) written as plain objects. A NamedSchema becomes a component of
 * the document (`#/components/schemas/<name>`) wherever it appears inside another schema.
 */
export interface JsonSchema {
  readonly [keyword: string]: unknown;
}

export class NamedSchema {
  constructor(
    readonly name: string,
    readonly schema: JsonSchema,
  ) {}
}

export type SchemaLike = JsonSchema | NamedSchema;

export const named = (name: string, schema: JsonSchema): NamedSchema =>
  new NamedSchema(name, schema);

export const int = (extra: JsonSchema = {}): JsonSchema => ({ type: 'integer', ...extra });
export const num = (extra: JsonSchema = {}): JsonSchema => ({ type: 'number', ...extra });
export const text = (extra: JsonSchema = {}): JsonSchema => ({ type: 'string', ...extra });
export const bool = (): JsonSchema => ({ type: 'boolean' });
export const oneOfValues = (values: readonly (string | number)[]): JsonSchema => ({
  enum: [...values],
});
export const constant = (value: string | number | boolean): JsonSchema => ({ const: value });
export const arrayOf = (items: SchemaLike): JsonSchema => ({ type: 'array', items });
export const oneOf = (...schemas: SchemaLike[]): JsonSchema => ({ oneOf: schemas });
export const nullable = (schema: SchemaLike): JsonSchema => ({
  oneOf: [schema, { type: 'null' }],
});
/** Epoch milliseconds. */
export const moment = (): JsonSchema => int({ description: 'epoch milliseconds' });

/**
 * An object of exactly these properties, all required unless named in `optional` (as the
 * interfaces of libs/contracts declare them).
 */
export function object(
  properties: Readonly<Record<string, SchemaLike>>,
  optional: readonly string[] = [],
): JsonSchema {
  const required = Object.keys(properties).filter((key) => !optional.includes(key));
  return { type: 'object', properties, required, additionalProperties: false };
}
