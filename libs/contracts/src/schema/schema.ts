/**
 * JSON Schema (OpenAPI 3.1) written as plain objects whose TypeScript type carries the value
 * they describe: `Static<typeof X>` is that value's type. One definition gives the API's
 * document, the types both sides use and the test check of the server's answers.
 */
declare const STATIC: unique symbol;

export interface JsonSchema {
  readonly [keyword: string]: unknown;
}

/** A schema of values of type T (the type lives only at compile time). */
export interface Schema<T> extends JsonSchema {
  readonly [STATIC]?: T;
}

/** A schema that becomes a component of the document (`#/components/schemas/<name>`). */
export class NamedSchema<T = unknown> {
  declare readonly [STATIC]?: T;

  constructor(
    readonly name: string,
    readonly schema: Schema<T>,
  ) {}
}

export type SchemaLike<T = unknown> = Schema<T> | NamedSchema<T>;

/** The type of the values a schema describes (`unknown` for an untyped one). */
export type Static<S> = S extends { readonly [STATIC]?: infer T } ? T : unknown;
