import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { resolveLocale, type Locale } from './locale';

/** The request's language from its Accept-Language header (ru by default). */
export const RequestLocale = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Locale =>
    resolveLocale(context.switchToHttp().getRequest<Request>().headers['accept-language']),
);
