import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { AccessException } from '../common/errors/access.exception';

/** The largest id an integer column holds on PostgreSQL. */
const MAX_RECORD_ID = 2_147_483_647;

/** A route's record id as typed in the address; anything but one is 404 'Not Found.' */
export function parseRecordId(value: unknown): number {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) throw AccessException.notFound();
  const id = Number(value);
  if (id > MAX_RECORD_ID) throw AccessException.notFound();
  return id;
}

/**
 * `@RecordId('groupId')`: the route parameter as a positive integer. A custom decorator,
 * so the global pipe's number conversion ('1e3' → 1000, 'x' → NaN) never sees it.
 */
export const RecordId = createParamDecorator((name: string, context: ExecutionContext): number =>
  parseRecordId(context.switchToHttp().getRequest<Request>().params[name]),
);
