import type { RedisService } from '../redis/redis.service';

interface SetOptions {
  expiration?: { type: 'EX'; value: number };
}

interface ScanOptions {
  MATCH: string;
  COUNT: number;
}

/**
 * The slice of the node-redis v5 client API that connect-redis 9 calls, served by the
 * app's one ioredis connection (RedisService: its URL, timeouts and fail-fast options).
 */
export class IoredisClientAdapter {
  constructor(private readonly redis: RedisService) {}

  async get(key: string): Promise<string | null> {
    return this.redis.run((client) => client.get(key));
  }

  async set(key: string, value: string, options?: SetOptions): Promise<void> {
    const expiration = options?.expiration;
    await this.redis.run((client) =>
      expiration === undefined
        ? client.set(key, value)
        : client.set(key, value, 'EX', expiration.value),
    );
  }

  async expire(key: string, seconds: number): Promise<void> {
    await this.redis.run((client) => client.expire(key, seconds));
  }

  async del(keys: string | string[]): Promise<number> {
    const list = Array.isArray(keys) ? keys : [keys];
    if (list.length === 0) return 0;
    return this.redis.run((client) => client.del(...list));
  }

  async mGet(keys: string[]): Promise<(string | null)[]> {
    return this.redis.run((client) => client.mget(...keys));
  }

  async *scanIterator({ MATCH, COUNT }: ScanOptions): AsyncGenerator<string[]> {
    let cursor = '0';
    do {
      const from = cursor;
      const [next, keys] = await this.redis.run((client) =>
        client.scan(from, 'MATCH', MATCH, 'COUNT', COUNT),
      );
      cursor = next;
      if (keys.length > 0) yield keys;
    } while (cursor !== '0');
  }
}
