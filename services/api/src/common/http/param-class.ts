import type { Type } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';

/** Nest's RouteParamtypes.BODY and .QUERY (the enum is not exported by the package root). */
export const BODY_PARAM = 3;
export const QUERY_PARAM = 4;

interface RouteArg {
  readonly index: number;
}

const PLAIN_TYPES: readonly unknown[] = [Object, String, Number, Boolean, Array];

/** The class of the first parameter of a kind (`@Body()`, `@Query()`), if it is a class. */
export function paramClass(controller: Type, method: string, kind: number): Type | undefined {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<
    string,
    RouteArg
  >;
  const types = (Reflect.getMetadata('design:paramtypes', controller.prototype as object, method) ??
    []) as unknown[];
  const entry = Object.entries(args).find(([key]) => key.split(':')[0] === String(kind));
  const type = entry === undefined ? undefined : types[entry[1].index];
  const isDto = typeof type === 'function' && !PLAIN_TYPES.includes(type);
  return isDto ? (type as Type) : undefined;
}
