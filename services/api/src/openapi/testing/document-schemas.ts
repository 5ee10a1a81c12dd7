import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';

/** The parts of an OpenAPI 3.1 document the tests read. */
export interface Operation {
  operationId: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
  security?: Record<string, string[]>[];
}

export type Schema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

const DOCUMENT_ID = 'https://tutor.invalid/openapi.json';
const LOCAL_REF = '#/components/schemas/';

/** The document's operations with their path and method. */
export function operationsOf(
  document: OpenApiDocument,
): { path: string; method: string; operation: Operation }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );
}

/** Every `$ref` in a value. */
export function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === '$ref' && typeof item === 'string' ? [item] : refsIn(item),
  );
}

function rebased(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rebased);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === '$ref' && typeof item === 'string' && item.startsWith(LOCAL_REF)
        ? `${DOCUMENT_ID}${item}`
        : rebased(item),
    ]),
  );
}

/**
 * JSON Schema 2020-12 validation (OpenAPI 3.1's dialect) of values against the document's
 * schemas; strict, so a schema with an unknown keyword fails to compile.
 */
export class DocumentSchemas {
  private readonly ajv = new Ajv2020({ strict: true, strictTypes: false, validateFormats: false });

  constructor(private readonly document: OpenApiDocument) {
    this.ajv.addVocabulary(['components']);
    this.ajv.addSchema({ $id: DOCUMENT_ID, components: document.components });
  }

  compile(schema: Schema): ValidateFunction {
    return this.ajv.compile(rebased(schema) as Schema);
  }

  /** Why a body is not the documented JSON answer of an operation's status ([] if it is). */
  answerErrors(operationId: string, status: number, body: unknown): string[] {
    const found = operationsOf(this.document).find(
      ({ operation }) => operation.operationId === operationId,
    );
    const schema =
      found?.operation.responses[String(status)]?.content?.['application/json']?.schema;
    if (schema === undefined) return [`${operationId} documents no JSON answer ${status}`];
    const validate = this.compile(schema);
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (error) =>
        `${error.instancePath || '(body)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
    );
  }
}
