/** The parts of an OpenAPI 3.1 document the fuzz suite reads. */
export type Schema = Readonly<Record<string, unknown>>;

export interface OpenApiDocument {
  paths: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  components?: { schemas?: Readonly<Record<string, Schema>> };
}

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const METHODS: readonly Method[] = ['get', 'post', 'put', 'patch', 'delete'];

export interface Parameter {
  name: string;
  schema: Schema;
}

/** One operation: where it is, what it takes, whether it needs a signed-in user. */
export interface Operation {
  id: string;
  method: Method;
  /** OpenAPI's template: /api/tasks/{taskId} */
  path: string;
  pathParams: readonly Parameter[];
  queryParams: readonly Parameter[];
  /** The JSON body's schema; undefined when the operation takes no JSON body. */
  body: Schema | undefined;
  signedIn: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parameters(op: Record<string, unknown>, where: 'path' | 'query'): Parameter[] {
  const list = Array.isArray(op.parameters) ? (op.parameters as unknown[]) : [];
  return list
    .filter(isRecord)
    .flatMap((p) =>
      p.in === where && typeof p.name === 'string'
        ? [{ name: p.name, schema: isRecord(p.schema) ? p.schema : {} }]
        : [],
    );
}

function bodySchema(op: Record<string, unknown>): Schema | undefined {
  const content = isRecord(op.requestBody) ? op.requestBody.content : undefined;
  if (!isRecord(content)) return undefined;
  const json = content['application/json'] ?? content['multipart/form-data'];
  return isRecord(json) && isRecord(json.schema) ? json.schema : undefined;
}

function needsSession(op: Record<string, unknown>): boolean {
  const security = Array.isArray(op.security) ? (op.security as unknown[]) : [];
  return security.some((entry) => isRecord(entry) && 'session' in entry);
}

/** Every operation of the document, in its order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const op = item[method];
      if (!isRecord(op)) return [];
      const id = typeof op.operationId === 'string' ? op.operationId : `${method} ${path}`;
      return [
        {
          id,
          method,
          path,
          pathParams: parameters(op, 'path'),
          queryParams: parameters(op, 'query'),
          body: bodySchema(op),
          signedIn: needsSession(op),
        },
      ];
    }),
  );
}

/** The schema a `$ref` names (only local component references exist here). */
export function resolveRef(document: OpenApiDocument, schema: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const name = ref.replace('#/components/schemas/', '');
  return document.components?.schemas?.[name] ?? {};
}
