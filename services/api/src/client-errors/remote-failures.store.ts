import type { Clock } from '../common/clock/clock';
import type { RedisService } from '../redis/redis.service';

/** Failures are counted per remote and minute; an hour of minutes is kept. */
export const FAILURE_WINDOW_MINUTES = 60;
const MINUTE_MS = 60_000;

const minuteOf = (ms: number): number => Math.floor(ms / MINUTE_MS);

/**
 * How many load failures browsers reported per remote in the last hour. Bounded: a count
 * per remote and minute, the minutes older than an hour dropped. In memory by default, in
 * Redis with REDIS_URL so every API instance adds to and reads the same counts.
 */
export abstract class RemoteFailuresStore {
  abstract add(remote: string): Promise<void>;
  /** The failures of the last hour, by remote. */
  abstract lastHour(remotes: readonly string[]): Promise<Record<string, number>>;
}

/** This process's counts: the default without Redis. */
export class MemoryRemoteFailures extends RemoteFailuresStore {
  private readonly counts = new Map<string, Map<number, number>>();

  constructor(private readonly clock: Clock) {
    super();
  }

  add(remote: string): Promise<void> {
    const minute = minuteOf(this.clock.now());
    const minutes = this.counts.get(remote) ?? new Map<number, number>();
    minutes.set(minute, (minutes.get(minute) ?? 0) + 1);
    for (const old of minutes.keys()) {
      if (old <= minute - FAILURE_WINDOW_MINUTES) minutes.delete(old);
    }
    this.counts.set(remote, minutes);
    return Promise.resolve();
  }

  lastHour(remotes: readonly string[]): Promise<Record<string, number>> {
    const from = minuteOf(this.clock.now()) - FAILURE_WINDOW_MINUTES;
    const sum = (remote: string): number =>
      [...(this.counts.get(remote)?.entries() ?? [])]
        .filter(([minute]) => minute > from)
        .reduce((total, [, count]) => total + count, 0);
    return Promise.resolve(Object.fromEntries(remotes.map((remote) => [remote, sum(remote)])));
  }
}

const KEY = 'remote-failures:';

/** Counts shared by every API instance: one key per remote and minute, expiring after an hour. */
export class RedisRemoteFailures extends RemoteFailuresStore {
  constructor(
    private readonly redis: RedisService,
    private readonly clock: Clock,
  ) {
    super();
  }

  async add(remote: string): Promise<void> {
    const key = `${KEY}${remote}:${minuteOf(this.clock.now())}`;
    const ttlSeconds = String((FAILURE_WINDOW_MINUTES + 1) * 60);
    await this.redis.run((client) => client.multi().incr(key).expire(key, ttlSeconds).exec());
  }

  async lastHour(remotes: readonly string[]): Promise<Record<string, number>> {
    const now = minuteOf(this.clock.now());
    const minutes = Array.from({ length: FAILURE_WINDOW_MINUTES }, (_, i) => now - i);
    const keys = remotes.flatMap((remote) => minutes.map((minute) => `${KEY}${remote}:${minute}`));
    const values = keys.length === 0 ? [] : await this.redis.run((client) => client.mget(keys));
    return Object.fromEntries(
      remotes.map((remote, index) => {
        const own = values.slice(index * minutes.length, (index + 1) * minutes.length);
        return [remote, own.reduce((total, value) => total + Number(value ?? 0), 0)];
      }),
    );
  }
}
