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
    return (await this.redis.connection()).get(key);
  }

  async set(key: string, value: string, options?: SetOptions): Promise<void> {
    const client = await this.redis.connection();
    const expiration = options?.expiration;
    if (expiration === undefined) await client.set(key, value);
    else await client.set(key, value, 'EX', expiration.value);
  }

  async expire(key: string, seconds: number): Promise<void> {
    await (await this.redis.connection()).expire(key, seconds);
  }

  async del(keys: string | string[]): Promise<number> {
    const list = Array.isArray(keys) ? keys : [keys];
    if (list.length === 0) return 0;
    return (await this.redis.connection()).del(...list);
  }

  async mGet(keys: string[]): Promise<(string | null)[]> {
    return (await this.redis.connection()).mget(...keys);
  }

  async *scanIterator({ MATCH, COUNT }: ScanOptions): AsyncGenerator<string[]> {
    const client = await this.redis.connection();
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', MATCH, 'COUNT', COUNT);
      cursor = next;
      if (keys.length > 0) yield keys;
    } while (cursor !== '0');
  }
}
