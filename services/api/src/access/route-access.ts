import { SetMetadata, type ExecutionContext, type Type } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import { ROLE_STUDENT, ROLE_TEACHER } from '@tutor/contracts';
import { ROUTE_ACCESS, routeAccessOf } from '../common/access/public.decorator';

/**
 * Who may call a route. Every route states one: `@Public()`, `@SignedIn()`,
 * `@TeacherOnly()`, `@StudentOnly()` or `@OperatorOnly()`. A route that states none still needs a signed-in
 * user (deny by default); the route-table test refuses such a route.
 */
export const ROUTE_ACCESSES = ['public', 'signed-in', 'teacher', 'student', 'operator'] as const;
export type RouteAccess = (typeof ROUTE_ACCESSES)[number];

const ROLE_OF: Readonly<Record<'teacher' | 'student', number>> = {
  teacher: ROLE_TEACHER,
  student: ROLE_STUDENT,
};

/** The role a route is limited to, if any. */
export function requiredRole(access: RouteAccess): number | undefined {
  return access === 'teacher' || access === 'student' ? ROLE_OF[access] : undefined;
}

/** Any signed-in user (401 'Unauthenticated.' otherwise). */
export const SignedIn = (): MethodDecorator & ClassDecorator =>
  SetMetadata(ROUTE_ACCESS, 'signed-in' satisfies RouteAccess);

/** A teacher's route: 401 without a session, 403 'This action is unauthorized.' for others. */
export const TeacherOnly = (): MethodDecorator & ClassDecorator =>
  SetMetadata(ROUTE_ACCESS, 'teacher' satisfies RouteAccess);

/** A student's route: 401 without a session, 403 for anyone but a student. */
export const StudentOnly = (): MethodDecorator & ClassDecorator =>
  SetMetadata(ROUTE_ACCESS, 'student' satisfies RouteAccess);

/**
 * An operator's route (OPERATOR_EMAILS, whatever the role): 401 without a session, 403 for
 * every other signed-in user.
 */
export const OperatorOnly = (): MethodDecorator & ClassDecorator =>
  SetMetadata(ROUTE_ACCESS, 'operator' satisfies RouteAccess);

/** What a route declares, the method's word over its controller's; undefined if nothing. */
export function declaredAccess(
  reflector: Reflector,
  handler: ReturnType<ExecutionContext['getHandler']>,
  controller: Type<unknown>,
): RouteAccess | undefined {
  const access = routeAccessOf(reflector, handler, controller);
  return ROUTE_ACCESSES.find((level) => level === access);
}
