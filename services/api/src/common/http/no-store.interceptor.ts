import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import type { Observable } from 'rxjs';

/**
 * Every answer of a route is kept out of shared and browser caches (`no-store`): most
 * carry someone's data. A route that may be cached says so itself (`@Header`, set after
 * this), and so does a route that sets the header on the response.
 */
export class NoStoreInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'http') {
      const res = context.switchToHttp().getResponse<Response>();
      if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-store');
    }
    return next.handle();
  }
}
