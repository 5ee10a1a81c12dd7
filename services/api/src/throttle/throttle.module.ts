import { Global, Module } from '@nestjs/common';
import { Clock } from '../common/clock/clock.service';
import { RedisService } from '../redis/redis.service';
import { MemoryThrottleStore } from './memory-throttle.store';
import { RateLimitGuard } from './rate-limit.guard';
import { RedisThrottleStore } from './redis-throttle.store';
import { ThrottleStore } from './throttle-store';

/** The throttle store (Redis with REDIS_URL, else this process's memory) and the rate limit. */
@Global()
@Module({
  providers: [
    {
      provide: ThrottleStore,
      inject: [RedisService, Clock],
      useFactory: (redis: RedisService, clock: Clock): ThrottleStore =>
        redis.enabled ? new RedisThrottleStore(redis, clock) : new MemoryThrottleStore(clock),
    },
    RateLimitGuard,
  ],
  exports: [ThrottleStore, RateLimitGuard],
})
export class ThrottleModule {}
