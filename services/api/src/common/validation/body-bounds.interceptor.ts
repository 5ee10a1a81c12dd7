import type { CallHandler, ExecutionContext, NestInterceptor, Type } from '@nestjs/common';
import {
  INTERCEPTORS_METADATA,
  PATH_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants';
import type { Request } from 'express';
import { from, switchMap, type Observable } from 'rxjs';
import { API_REQUEST, type RequestSpec } from '../openapi/api-answer.decorator';
import { BODY_PARAM, QUERY_PARAM, paramClass } from '../http/param-class';
import { isLargeBody, otherRequestsFirst } from '../http/turns';
import { bodyBoundErrors } from './body-bounds';
import { dtoBounds, type DtoBounds } from './dto-bounds';
import { ValidationFailedException } from './validation-failed.exception';

/** A route's method, as Nest's ExecutionContext names it. */
type Handler = ReturnType<ExecutionContext['getHandler']>;

interface RouteBounds {
  body: DtoBounds | undefined;
  query: DtoBounds | undefined;
}

const boundsOf = (dto: Type | undefined): DtoBounds | undefined => {
  if (dto === undefined) return undefined;
  const bounds = dtoBounds(dto);
  return bounds.properties.size > 0 ? bounds : undefined;
};

/** The DTO a route validates its body with: @ApiRequest's class, else its @Body() class. */
function bodyDto(controller: Type, handler: Handler): Type | undefined {
  const declared = Reflect.getMetadata(API_REQUEST, handler) as RequestSpec | undefined;
  if (typeof declared?.body === 'function') return declared.body;
  return paramClass(controller, handler.name, BODY_PARAM);
}

function sized(value: unknown, bounds: DtoBounds | undefined): void {
  const errors = bodyBoundErrors(value, bounds);
  if (errors.length > 0) throw new ValidationFailedException(errors);
}

/**
 * Sizes a request's body and query by its route's DTO before the pipes, the route's own
 * validation or the text check walk it (body-bounds.ts): after the guards, so an
 * anonymous or forbidden caller costs nothing more than the parse.
 */
export class BodyBoundsInterceptor implements NestInterceptor {
  private readonly routes = new Map<Handler, RouteBounds>();

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'http') {
      const request = context.switchToHttp().getRequest<Request>();
      const bounds = this.routeBounds(context.getClass(), context.getHandler());
      sized(request.body, bounds.body);
      sized(request.query, bounds.query);
      // a large body's validation and route run after the requests that came meanwhile
      if (isLargeBody(request.body))
        return from(otherRequestsFirst()).pipe(switchMap(() => next.handle()));
    }
    return next.handle();
  }

  /**
   * Whether a route has anything to size or to give its turn: a body parameter or a
   * declared body. Elsewhere the interceptor does nothing; a query DTO alone is sized by
   * the validation pipe (validation.pipe.ts).
   */
  sizes(controller: Type, handler: Handler): boolean {
    const bounds = this.routeBounds(controller, handler);
    if (bounds.body !== undefined) return true;
    if (bodyDto(controller, handler) !== undefined) return true;
    const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler.name) ??
      {}) as Record<string, unknown>;
    return Object.keys(args).some((key) => key.split(':')[0] === String(BODY_PARAM));
  }

  private routeBounds(controller: Type, handler: Handler): RouteBounds {
    const known = this.routes.get(handler);
    if (known !== undefined) return known;
    const bounds = {
      body: boundsOf(bodyDto(controller, handler)),
      query: boundsOf(paramClass(controller, handler.name, QUERY_PARAM)),
    };
    this.routes.set(handler, bounds);
    return bounds;
  }
}

/** The one instance every sized route shares, its cache of route bounds with it. */
const BODY_BOUNDS = new BodyBoundsInterceptor();

/** The route methods a controller declares. */
function routeHandlers(controller: Type): Handler[] {
  const proto = controller.prototype as Record<string, unknown>;
  return Object.getOwnPropertyNames(proto)
    .filter((name) => name !== 'constructor')
    .map((name) => proto[name])
    .filter(
      (member): member is Handler =>
        typeof member === 'function' && Reflect.getMetadata(PATH_METADATA, member) !== undefined,
    );
}

/**
 * Puts the interceptor first on each route it has work on (sizes()), as a global one would
 * run (no controller declares interceptors of its own). A route without a body (the GETs:
 * GET /api/user, the check queue's pages) then has no interceptor at all, and Nest calls
 * it without an rxjs pipeline, which cost every request ~15 µs of CPU. Call before the
 * routes are registered (app.init()); a second app in the same process finds it done.
 */
export function sizeRouteBodies(controllers: Iterable<Type>): void {
  for (const controller of controllers) {
    for (const handler of routeHandlers(controller)) {
      if (!BODY_BOUNDS.sizes(controller, handler)) continue;
      const declared = (Reflect.getMetadata(INTERCEPTORS_METADATA, handler) ?? []) as unknown[];
      if (declared.includes(BODY_BOUNDS)) continue;
      Reflect.defineMetadata(INTERCEPTORS_METADATA, [BODY_BOUNDS, ...declared], handler);
    }
  }
}
