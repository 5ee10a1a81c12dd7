import type { Type } from '@nestjs/common';
import { NamedSchema, type JsonSchema, type SchemaLike } from '../common/openapi/json-schema';
import { SCHEMA_PREFIX } from './dto-schemas';

/**
 * The document's `components.schemas`: named answer schemas and the request DTOs'
 * schemas, each added once where a route first refers to it.
 */
export class SchemaComponents {
  private readonly components = new Map<string, JsonSchema>();
  private readonly namedSchemas = new Map<string, NamedSchema>();

  constructor(private readonly dtos: ReadonlyMap<string, JsonSchema>) {}

  /** A reference to a DTO's schema (and to the DTOs it nests). */
  dto(type: Type): JsonSchema {
    this.addDto(type.name);
    return { $ref: `${SCHEMA_PREFIX}${type.name}` };
  }

  /** The schema with its named parts as references. */
  resolve(schema: SchemaLike): JsonSchema {
    return this.resolveValue(schema) as JsonSchema;
  }

  /** The properties of a DTO's schema (for query parameters). */
  dtoSchema(type: Type): JsonSchema {
    const schema = this.dtos.get(type.name);
    if (schema === undefined) throw new Error(`${type.name} has no validation rules`);
    return schema;
  }

  all(): Record<string, JsonSchema> {
    const names = [...this.components.keys()].sort();
    return Object.fromEntries(names.map((name) => [name, this.components.get(name) as JsonSchema]));
  }

  private addDto(name: string): void {
    if (this.components.has(name)) return;
    const schema = this.dtos.get(name);
    if (schema === undefined) throw new Error(`${name} has no validation rules`);
    if (this.namedSchemas.has(name)) throw new Error(`Two schemas are named ${name}`);
    const resolved = this.resolve(schema);
    this.components.set(name, resolved);
    for (const nested of refsIn(resolved)) this.addDto(nested);
  }

  private addNamed(named: NamedSchema): void {
    const known = this.namedSchemas.get(named.name);
    if (known === named) return;
    if (known !== undefined || this.components.has(named.name)) {
      throw new Error(`Two schemas are named ${named.name}`);
    }
    this.namedSchemas.set(named.name, named);
    this.components.set(named.name, this.resolve(named.schema));
  }

  private resolveValue(value: unknown): unknown {
    if (value instanceof NamedSchema) {
      this.addNamed(value);
      return { $ref: `${SCHEMA_PREFIX}${value.name}` };
    }
    if (Array.isArray(value)) return value.map((item) => this.resolveValue(item));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, this.resolveValue(item)]),
      );
    }
    return value;
  }
}

/** The component names a schema refers to. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === '$ref' && typeof item === 'string' && item.startsWith(SCHEMA_PREFIX)
      ? [item.slice(SCHEMA_PREFIX.length)]
      : refsIn(item),
  );
}
