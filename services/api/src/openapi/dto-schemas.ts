import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';
import type { ISchemaConverters } from 'class-validator-jsonschema/build/defaultConverters';
import { NamedSchema, type JsonSchema, type SchemaLike } from '../common/openapi/json-schema';
import { AnswerValueSchema } from '../common/openapi/schemas/works.schema';
import { RubricLevelsSchema } from '../common/openapi/schemas/rubrics.schema';

export const SCHEMA_PREFIX = '#/components/schemas/';

/**
 * The rules of our own validators, as far as a schema can say them; the library's
 * min/max would also force `type: number` over an `integer` the same property declares.
 */
const CONVERTERS: ISchemaConverters = {
  min: (meta) => ({ minimum: meta.constraints[0] as number }),
  max: (meta) => ({ maximum: meta.constraints[0] as number }),
  isPlainText: { pattern: '^\\P{Cc}*$', description: 'no control characters' },
  isPhone: { type: 'string', description: 'a phone number' },
  isAccepted: { description: 'accepted: true, 1, "1", "on", "yes" or "true"' },
  isNotCommonPassword: { description: 'not one of the most common passwords' },
  isConfirmed: { description: 'equal to <field>_confirmation' },
  innFormat: { pattern: '^[0-9]{12}$', description: "an individual's INN, check digits verified" },
  bicFormat: { pattern: '^04[0-9]{7}$' },
  accountFormat: {
    pattern: '^[0-9]{20}$',
    description: 'not a correspondent account; control key verified with the BIC',
  },
  walletFormat: { type: 'string', description: 'a YooMoney wallet number' },
  recordId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
  journalWeight: { type: 'integer', minimum: 1, maximum: 10 },
  calendarDay: { type: 'string', format: 'date', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' },
  periodInOrder: { description: 'on or after `from`' },
};

/** What a DTO's decorators cannot say: the shapes its service checks by hand. */
const PROPERTY_SCHEMAS: Readonly<Record<string, Readonly<Record<string, SchemaLike>>>> = {
  AnswerInputDto: { value: AnswerValueSchema },
  QuestionBallDto: { rubric_levels: RubricLevelsSchema },
};

/** A property class-validator skips when absent: absent or null both pass. */
function orNull(schema: SchemaLike): JsonSchema {
  return { oneOf: [schema, { type: 'null' }] };
}

/** `not: { type: null }` (IsDefined) says nothing `required` does not. */
function withoutNotNull(schema: JsonSchema): JsonSchema {
  const { not: _not, ...rest } = schema;
  return rest;
}

function cleaned(name: string, schema: JsonSchema): JsonSchema {
  const properties = {
    ...(schema.properties ?? {}),
    ...PROPERTY_SCHEMAS[name],
  } as Record<string, SchemaLike>;
  const required = (schema.required ?? []) as string[];
  const described = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => {
      const plain = property instanceof NamedSchema ? property : withoutNotNull(property);
      return [key, required.includes(key) ? plain : orNull(plain)];
    }),
  );
  return { ...schema, properties: described };
}

/**
 * JSON schemas of every class-validator DTO, by class name, from the same decorators the
 * validation pipe runs (so a DTO's rules and its documentation cannot drift apart).
 */
export function dtoSchemas(): Map<string, JsonSchema> {
  const schemas = validationMetadatasToSchemas({
    refPointerPrefix: SCHEMA_PREFIX,
    classTransformerMetadataStorage: defaultMetadataStorage,
    additionalConverters: CONVERTERS,
  });
  return new Map(
    Object.entries(schemas).map(([name, schema]) => [name, cleaned(name, schema as JsonSchema)]),
  );
}
