import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { AccessException } from '../common/errors/access.exception';
import { MAX_ID } from './dto/task-question.dto';

/** A record id as a path holds it; anything else ('0x10', ' 1', '1e3') names no row. */
export function parseId(value: unknown): number {
  const id = typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
  if (!(id <= MAX_ID)) throw AccessException.notFound();
  return id;
}

/**
 * The id in the path parameter `name`; 404 when it can name no row, as for a missing one.
 * Read from the raw parameter: the global pipe would turn '0x10' into 16 for a number.
 */
export const IdParam = createParamDecorator((name: string, context: ExecutionContext): number =>
  parseId(context.switchToHttp().getRequest<Request>().params[name]),
);
