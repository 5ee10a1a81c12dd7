import type { OperationObject, ResponseObject } from '@nestjs/swagger';
import { ServerMessage } from '@tutor/contracts';
import {
  CsrfMismatchBodySchema,
  ErrorBodySchema,
  ValidationErrorBodySchema,
} from '../common/openapi/schemas/errors.schema';
import type { RouteFacts } from './route-facts';
import type { SchemaComponents } from './schema-components';

const json = (schema: object): ResponseObject['content'] => ({
  'application/json': { schema },
});

/** The refusals a route's guards, params and body can answer, by status. */
function commonRefusals(route: RouteFacts, path: string) {
  const hasInput = route.body !== undefined || route.query !== undefined;
  return {
    401: route.access !== 'public' ? ServerMessage.Unauthenticated : undefined,
    403:
      route.access === 'teacher' || route.access === 'student' || route.access === 'operator'
        ? ServerMessage.Unauthorized
        : undefined,
    404: path.includes('{') ? `${ServerMessage.NotFound} (or not yours)` : undefined,
    419: route.checksCsrf ? ServerMessage.CsrfMismatch : undefined,
    422: hasInput ? 'The given data was invalid: messages by field.' : undefined,
    429: route.rateLimited ? `${ServerMessage.TooManyRequests} (see Retry-After)` : undefined,
  } as const;
}

/**
 * Adds the refusals every route of its kind can answer, each with its body's schema,
 * and gives every other error answer a route declares the common error body.
 */
export function addCommonAnswers(
  operation: OperationObject,
  route: RouteFacts,
  path: string,
  components: SchemaComponents,
): void {
  const responses = operation.responses;
  for (const [status, description] of Object.entries(commonRefusals(route, path))) {
    if (description === undefined || responses[status] !== undefined) continue;
    responses[status] = { description };
  }
  for (const [status, response] of Object.entries(responses)) {
    if (
      response === undefined ||
      Number(status) < 400 ||
      !('description' in response) ||
      response.content !== undefined
    ) {
      continue;
    }
    const body =
      status === '422'
        ? ValidationErrorBodySchema
        : status === '419'
          ? CsrfMismatchBodySchema
          : ErrorBodySchema;
    response.content = json(components.resolve(body));
    if (status === '429') {
      response.headers = {
        'Retry-After': { description: 'seconds until the next try', schema: { type: 'integer' } },
      };
    }
  }
}
