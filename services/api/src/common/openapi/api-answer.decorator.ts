import { SetMetadata, type Type } from '@nestjs/common';
import type { SchemaLike } from './json-schema';

export const API_ANSWER = 'openapi:answer';
export const API_REQUEST = 'openapi:request';
export const API_REFUSALS = 'openapi:refusals';

export interface AnswerSpec {
  readonly schema: SchemaLike;
  /** application/json unless said. */
  readonly contentType?: string;
}

export interface RequestSpec {
  /** A class-validator DTO or a schema. */
  readonly body: Type | SchemaLike;
  readonly contentType?: string;
}

/**
 * The success answer of a route (its status is the route's own: 200, 201 or 204). The
 * common refusals (401, 403, 404, 419, 422, 429) come from the route's guards and params.
 */
export const ApiAnswer = (schema: SchemaLike, contentType?: string): MethodDecorator =>
  SetMetadata(API_ANSWER, { schema, contentType } satisfies AnswerSpec);

/** The body of a route that takes it as `unknown` and validates it itself. */
export const ApiRequest = (body: Type | SchemaLike, contentType?: string): MethodDecorator =>
  SetMetadata(API_REQUEST, { body, contentType } satisfies RequestSpec);

/** Refusals of a route's own rules beside the common ones, e.g. `{ 409: 'stale version' }`. */
export const ApiRefusals = (refusals: Readonly<Record<number, string>>): MethodDecorator =>
  SetMetadata(API_REFUSALS, refusals);
