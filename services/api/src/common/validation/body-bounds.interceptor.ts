import type { CallHandler, ExecutionContext, NestInterceptor, Type } from '@nestjs/common';
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
