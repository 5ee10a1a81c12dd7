import type { Clock } from '../common/clock/clock.service';
import type { RedisService } from '../redis/redis.service';
import { ThrottleStore, type ThrottleState, type ThrottleWindow } from './throttle-store';

const PREFIX = 'throttle:';

/**
 * One atomic hit: a hash {count, reset}; a window that ended (by the app's clock, ARGV[1])
 * starts over. The key's own expiry only collects garbage.
 */
const HIT_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local reset = tonumber(redis.call('HGET', KEYS[1], 'reset'))
local count = 1
if reset and reset > now then
  count = redis.call('HINCRBY', KEYS[1], 'count', 1)
  if ARGV[3] == 'sliding' then reset = now + window end
else
  reset = now + window
end
redis.call('HSET', KEYS[1], 'count', count, 'reset', string.format('%d', reset))
redis.call('PEXPIRE', KEYS[1], string.format('%d', math.max(reset - now, 1)))
return {count, string.format('%d', reset)}
`;

function isHitReply(value: unknown): value is [number, string] {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    typeof value[0] === 'number' &&
    typeof value[1] === 'string'
  );
}

/** Counters shared by every API instance (REDIS_URL). */
export class RedisThrottleStore extends ThrottleStore {
  constructor(
    private readonly redis: RedisService,
    private readonly clock: Clock,
  ) {
    super();
  }

  async hit(key: string, windowMs: number, window: ThrottleWindow): Promise<ThrottleState> {
    const reply: unknown = await this.redis.run((client) =>
      client.eval(
        HIT_SCRIPT,
        1,
        PREFIX + key,
        String(this.clock.now()),
        String(Math.round(windowMs)),
        window,
      ),
    );
    if (!isHitReply(reply)) throw new Error('Unexpected reply of the throttle script');
    return { count: reply[0], resetAt: Number(reply[1]) };
  }

  async peek(key: string): Promise<ThrottleState | undefined> {
    const [count, reset] = await this.redis.run((client) =>
      client.hmget(PREFIX + key, 'count', 'reset'),
    );
    if (count === null || reset === null) return undefined;
    const state = { count: Number(count), resetAt: Number(reset) };
    return state.resetAt > this.clock.now() ? state : undefined;
  }

  async clear(key: string): Promise<void> {
    await this.redis.run((client) => client.del(PREFIX + key));
  }
}
