import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { AccessException } from '../common/errors/access.exception';
import { MAX_ID } from './dto/dispatch-request.dto';

/** A record id as typed in the address; anything that cannot be one names no record: 404. */
export function parsePathId(value: unknown): number {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) throw AccessException.notFound();
  const id = Number(value);
  if (id > MAX_ID) throw AccessException.notFound();
  return id;
}

/**
 * `@PathId('jobId')`: the route parameter as a positive integer. A param decorator rather
 * than a pipe, so the global pipe's number conversion ('1e3' → 1000) never sees it.
 */
export const PathId = createParamDecorator((name: string, context: ExecutionContext): number =>
  parsePathId(context.switchToHttp().getRequest<Request>().params[name]),
);
