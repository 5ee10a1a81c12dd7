import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { AccessException } from '../common/errors/access.exception';

/** The largest id an integer column holds on PostgreSQL. */
const MAX_ID = 2_147_483_647;

function parseId(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > MAX_ID ? undefined : id;
}

/**
 * `@WorkId()`: the route's `:workId` as a positive integer; anything else is the
 * WorkNotFound answer. A param decorator, so the global pipe's number conversion
 * ('1e3' → 1000, 'x' → NaN) never sees the raw text.
 */
export const WorkId = createParamDecorator(
  (name: string | undefined, context: ExecutionContext) => {
    const id = parseId(context.switchToHttp().getRequest<Request>().params[name ?? 'workId']);
    if (id === undefined) throw AccessException.workNotFound();
    return id;
  },
);

/** `@RouteId('commentId')`: any other record id of the address; else 404 'Not Found.' */
export const RouteId = createParamDecorator((name: string, context: ExecutionContext) => {
  const id = parseId(context.switchToHttp().getRequest<Request>().params[name]);
  if (id === undefined) throw AccessException.notFound();
  return id;
});
