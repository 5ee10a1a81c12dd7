import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { AccessException } from '../errors/access.exception';

/** The largest id an integer column holds on PostgreSQL. */
export const MAX_RECORD_ID = 2_147_483_647;

/** A record id as typed in the address ('0x10', ' 1', '1e3' name no row): or undefined. */
export function parseRecordId(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > MAX_RECORD_ID ? undefined : id;
}

const paramOf = (context: ExecutionContext, name: string): unknown =>
  context.switchToHttp().getRequest<Request>().params[name];

/**
 * `@RouteId('taskId')`: a record id of the address as a positive integer; anything else is
 * 404 'Not Found.', as for a missing record. A param decorator, so the global pipe's
 * number conversion ('1e3' → 1000, '0x10' → 16) never sees the raw text.
 */
export const RouteId = createParamDecorator((name: string, context: ExecutionContext) => {
  const id = parseRecordId(paramOf(context, name));
  if (id === undefined) throw AccessException.notFound();
  return id;
});

/** `@WorkId()`: the route's `:workId`; anything that cannot be one is the WorkNotFound answer. */
export const WorkId = createParamDecorator(
  (name: string | undefined, context: ExecutionContext) => {
    const id = parseRecordId(paramOf(context, name ?? 'workId'));
    if (id === undefined) throw AccessException.workNotFound();
    return id;
  },
);
