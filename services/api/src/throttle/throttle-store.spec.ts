import type { Clock } from '../common/clock/clock.service';
import { RedisService } from '../redis/redis.service';
import type { AppConfig } from '../config/app-config';
import { MemoryThrottleStore } from './memory-throttle.store';
import { RedisThrottleStore } from './redis-throttle.store';
import { secondsUntil, type ThrottleStore } from './throttle-store';

const redisUrl = process.env.REDIS_URL;

const redis = new RedisService({ redisUrl } as AppConfig);

afterAll(() => {
  redis.onApplicationShutdown();
});

const stores: [string, (clock: Clock) => ThrottleStore, boolean][] = [
  ['memory', (clock) => new MemoryThrottleStore(clock), true],
  ['Redis', (clock) => new RedisThrottleStore(redis, clock), redisUrl !== undefined],
];

describe.each(stores)('%s throttle store', (_name, create, available) => {
  let now: number;
  let store: ThrottleStore;
  let key: string;

  beforeEach(() => {
    now = 1_800_000_000_000;
    const clock: Clock = { now: () => now };
    store = create(clock);
    key = `spec:${Math.random().toString(36).slice(2)}`;
  });

  (available ? it : it.skip)('counts hits in a fixed window and starts over after it', async () => {
    expect(await store.hit(key, 1000, 'fixed')).toEqual({ count: 1, resetAt: now + 1000 });
    now += 400;
    expect(await store.hit(key, 1000, 'fixed')).toEqual({ count: 2, resetAt: now + 600 });
    now += 600;
    expect(await store.peek(key)).toBeUndefined();
    expect(await store.hit(key, 1000, 'fixed')).toEqual({ count: 1, resetAt: now + 1000 });
  });

  (available ? it : it.skip)('restarts a sliding window at every hit', async () => {
    await store.hit(key, 1000, 'sliding');
    now += 900;
    expect(await store.hit(key, 1000, 'sliding')).toEqual({ count: 2, resetAt: now + 1000 });
    now += 900;
    expect(await store.peek(key)).toEqual({ count: 2, resetAt: now + 100 });
  });

  (available ? it : it.skip)('peeks without counting and clears', async () => {
    expect(await store.peek(key)).toBeUndefined();
    await store.hit(key, 1000, 'fixed');
    expect(await store.peek(key)).toEqual({ count: 1, resetAt: now + 1000 });
    expect(await store.peek(key)).toEqual({ count: 1, resetAt: now + 1000 });
    await store.clear(key);
    expect(await store.peek(key)).toBeUndefined();
  });
});

describe('secondsUntil', () => {
  it('rounds up and never answers less than 1', () => {
    expect(secondsUntil(10_500, 10_000)).toBe(1);
    expect(secondsUntil(70_001, 10_000)).toBe(61);
    expect(secondsUntil(10_000, 10_000)).toBe(1);
  });
});
