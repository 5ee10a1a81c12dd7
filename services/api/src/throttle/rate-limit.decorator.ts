import { UseGuards, applyDecorators } from '@nestjs/common';
import { RateLimitGuard } from './rate-limit.guard';

/** Limits a route per client IP (the account endpoints' limit; see RateLimitGuard). */
export function RateLimit(): MethodDecorator & ClassDecorator {
  return applyDecorators(UseGuards(RateLimitGuard));
}
