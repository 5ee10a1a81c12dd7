import type { INestApplication } from '@nestjs/common';
import {
  DocumentBuilder,
  SwaggerModule,
  type OpenAPIObject,
  type OperationObject,
  type ParameterObject,
} from '@nestjs/swagger';
import { SOCIAL_PROVIDERS } from '@tutor/contracts';
import { MAX_RECORD_ID } from '../common/http/route-id.decorator';
import type { JsonSchema } from '../common/openapi/json-schema';
import { SESSION_COOKIE, XSRF_HEADER } from '../sessions/session-cookies.service';
import { addCommonAnswers } from './common-answers';
import { dtoSchemas } from './dto-schemas';
import { operationIdOf, routeFacts, type RouteFacts } from './route-facts';
import { SchemaComponents } from './schema-components';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'] as const;
const SUCCESS_TEXT: Readonly<Record<string, string>> = {
  '200': 'OK',
  '201': 'Created',
  '204': 'No Content',
};

/** `{taskId}` and the like: a record id; `{provider}`: a social provider. */
function pathParameterSchema(name: string): JsonSchema {
  if (name === 'provider') return { type: 'string', enum: [...SOCIAL_PROVIDERS] };
  if (name.endsWith('Id')) return { type: 'integer', minimum: 1, maximum: MAX_RECORD_ID };
  return { type: 'string' };
}

/** A query string has no null: an optional parameter is simply absent. */
function withoutNull(schema: JsonSchema): JsonSchema {
  const choices = schema.oneOf as JsonSchema[] | undefined;
  const kept = choices?.filter((choice) => choice.type !== 'null');
  return kept?.length === 1 ? (kept[0] as JsonSchema) : schema;
}

function describeParameters(
  operation: OperationObject,
  path: string,
  route: RouteFacts,
  components: SchemaComponents,
): void {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  const declared = (operation.parameters ?? []).filter(
    (parameter) => 'in' in parameter && parameter.in !== 'path',
  );
  const parameters: (ParameterObject | (typeof declared)[number])[] = names.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: pathParameterSchema(name),
  }));
  parameters.push(...declared);
  if (route.query !== undefined) {
    const schema = components.dtoSchema(route.query);
    const required = (schema.required ?? []) as string[];
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    for (const [name, property] of Object.entries(properties)) {
      parameters.push({
        name,
        in: 'query',
        required: required.includes(name),
        schema: withoutNull(property),
      });
    }
  }
  operation.parameters = parameters;
}

function describeBody(operation: OperationObject, route: RouteFacts, components: SchemaComponents) {
  if (route.body === undefined) {
    delete operation.requestBody;
    return;
  }
  const { body, contentType = 'application/json' } = route.body;
  const schema = typeof body === 'function' ? components.dto(body) : components.resolve(body);
  operation.requestBody = {
    required: true,
    content: { [contentType]: { schema: schema } },
  };
}

function describeSuccess(
  operation: OperationObject,
  route: RouteFacts,
  components: SchemaComponents,
) {
  const status =
    Object.keys(operation.responses).find((code) => code.startsWith('2')) ??
    String(route.successStatus);
  const content =
    route.answer === undefined || status === '204'
      ? undefined
      : {
          [route.answer.contentType ?? 'application/json']: {
            schema: components.resolve(route.answer.schema),
          },
        };
  operation.responses[status] = { description: SUCCESS_TEXT[status] ?? 'Success', content };
}

function describeSecurity(operation: OperationObject, route: RouteFacts): void {
  const requirement: Record<string, string[]> = {};
  if (route.access !== 'public') requirement.session = [];
  if (route.checksCsrf) requirement.xsrf = [];
  operation.security = Object.keys(requirement).length === 0 ? [] : [requirement];
}

function operationsOf(
  document: OpenAPIObject,
): Map<string, { path: string; operation: OperationObject }> {
  const found = new Map<string, { path: string; operation: OperationObject }>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation?.operationId !== undefined)
        found.set(operation.operationId, { path, operation });
    }
  }
  return found;
}

/**
 * The API's OpenAPI 3.1 document: Nest's routes as @nestjs/swagger finds them, with each
 * route's request schemas from its class-validator DTOs, its success answer from
 * @ApiAnswer() and the refusals its guards, params and body imply.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const base = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Tutor platform API')
    .setDescription(
      'Sessions live in an httpOnly cookie; state-changing calls echo the XSRF-TOKEN cookie in X-XSRF-TOKEN.',
    )
    .setVersion('1')
    .addCookieAuth(
      SESSION_COOKIE,
      { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
      'session',
    )
    .addSecurity('xsrf', { type: 'apiKey', in: 'header', name: XSRF_HEADER })
    .build();
  const document = SwaggerModule.createDocument(app, base, {
    operationIdFactory: operationIdOf,
    autoTagControllers: false,
  });
  const components = new SchemaComponents(dtoSchemas());
  const operations = operationsOf(document);
  for (const route of routeFacts(app)) {
    const found = operations.get(route.operationId);
    if (found === undefined) throw new Error(`${route.operationId} is not in the document`);
    const { path, operation } = found;
    describeParameters(operation, path, route, components);
    describeBody(operation, route, components);
    describeSuccess(operation, route, components);
    describeSecurity(operation, route);
    addCommonAnswers(operation, route, path, components);
  }
  document.components = {
    ...document.components,
    schemas: components.all(),
  };
  return document;
}
