import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { AccessException } from '../common/errors/access.exception';

const MAX_ID = 2_147_483_647;

/**
 * The id in the path parameter `name`; 404 when it can name no row ('0x10', ' 1'), read
 * from the raw parameter because the global pipe would turn '0x10' into 16.
 */
export const FileIdParam = createParamDecorator((name: string, context: ExecutionContext) => {
  const value = context.switchToHttp().getRequest<Request>().params[name];
  const id = typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
  if (!(id <= MAX_ID)) throw AccessException.notFound();
  return id;
});
