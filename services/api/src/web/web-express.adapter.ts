import { ExpressAdapter } from '@nestjs/platform-express';
import type { RequestHandler } from 'express';

type NotFoundHandler = Parameters<ExpressAdapter['setNotFoundHandler']>[0];

/**
 * Express adapter with a slot after the routes: handlers given to `useAfterRoutes()` see
 * only requests no route answered (static files, the history fallback), then Nest's 404.
 */
export class WebExpressAdapter extends ExpressAdapter {
  private readonly afterRoutes: RequestHandler[] = [];

  useAfterRoutes(...handlers: RequestHandler[]): void {
    this.afterRoutes.push(...handlers);
  }

  override setNotFoundHandler(handler: NotFoundHandler, prefix?: string): unknown {
    for (const afterRoute of this.afterRoutes) this.use(afterRoute);
    return super.setNotFoundHandler(handler, prefix);
  }
}
