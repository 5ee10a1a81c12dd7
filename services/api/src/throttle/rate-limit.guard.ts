import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Clock } from '../common/clock/clock.service';
import { AppConfig } from '../config/app-config';
import { clientIp } from './client-ip';
import { ThrottleStore, secondsUntil } from './throttle-store';
import { TooManyAttemptsException } from './too-many-attempts.exception';

/**
 * Counts each request per client IP and route (ACCOUNT_RATE_LIMIT per
 * ACCOUNT_RATE_WINDOW_SECONDS); over the limit it answers 429 with Retry-After.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly store: ThrottleStore,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const { maxAttempts, windowSeconds } = this.config.rateLimits.account;
    const route = `${context.getClass().name}.${context.getHandler().name}`;
    const state = await this.store.hit(
      `route:${route}:${clientIp(req)}`,
      windowSeconds * 1000,
      'fixed',
    );
    res.setHeader('X-RateLimit-Limit', String(maxAttempts));
    res.setHeader('X-RateLimit-Remaining', String(Math.max(0, maxAttempts - state.count)));
    if (state.count > maxAttempts) {
      throw new TooManyAttemptsException(secondsUntil(state.resetAt, this.clock.now()));
    }
    return true;
  }
}
