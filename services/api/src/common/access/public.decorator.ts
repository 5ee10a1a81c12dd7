import { SetMetadata, type ExecutionContext, type Type } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';

/**
 * Metadata key of a route's declared access: 'public' here, the signed-in levels in the
 * access module. The method's declaration wins over its controller's.
 */
export const ROUTE_ACCESS = 'routeAccess';

/**
 * A route anyone may call. Every other route needs a signed-in user (the global guard
 * answers 401 'Unauthenticated.'), so a route is public only on purpose.
 */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(ROUTE_ACCESS, 'public');

/** What a handler (or else its controller) declares, if anything. */
export function routeAccessOf(
  reflector: Reflector,
  handler: ReturnType<ExecutionContext['getHandler']>,
  controller: Type<unknown>,
): unknown {
  return reflector.getAllAndOverride<unknown>(ROUTE_ACCESS, [handler, controller]);
}

/** Whether a handler (or its controller) is marked @Public(). */
export function isPublicRoute(
  reflector: Reflector,
  handler: ReturnType<ExecutionContext['getHandler']>,
  controller: Type<unknown>,
): boolean {
  return routeAccessOf(reflector, handler, controller) === 'public';
}
