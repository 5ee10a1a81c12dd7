import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { sessionReadError } from './session-request-state';

/**
 * Global, before every other guard: a route of a browser whose session the store could not
 * read answers as that failure does (Redis away: 503 'Server Error', Retry-After), rather
 * than treating the browser as signed out.
 */
@Injectable()
export class SessionAvailableGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    const error = sessionReadError(req);
    if (error !== undefined) throw error;
    return true;
  }
}
