import { Redis, type RedisOptions } from 'ioredis';
import type { AppConfig } from '../config/app-config';

/** The part of the configuration that says where Redis is. */
export type RedisTarget = Pick<AppConfig, 'redisUrl' | 'redisSentinel'>;

const DEFAULT_PORT = 6379;

/** The credentials, database and TLS of REDIS_URL: what Sentinel mode keeps of it. */
function urlOptions(url: URL): RedisOptions {
  const db = Number(url.pathname.slice(1));
  return {
    username: url.username === '' ? undefined : decodeURIComponent(url.username),
    password: url.password === '' ? undefined : decodeURIComponent(url.password),
    db: Number.isInteger(db) ? db : 0,
    tls: url.protocol === 'rediss:' ? {} : undefined,
  };
}

/**
 * Connection options for every Redis client of the app: REDIS_URL, or with REDIS_SENTINELS
 * the master the Sentinels name (REDIS_SENTINEL_NAME) with REDIS_URL's credentials and
 * database. ioredis asks the Sentinels again on each reconnect, so a client follows a
 * failover by itself; `options` add the caller's timeouts and retry policy.
 */
export function redisConnectionOptions(target: RedisTarget, options: RedisOptions): RedisOptions {
  if (target.redisUrl === undefined) throw new Error('Redis is not configured (REDIS_URL)');
  const url = new URL(target.redisUrl);
  const sentinel = target.redisSentinel;
  const where: RedisOptions =
    sentinel === undefined
      ? { host: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port || DEFAULT_PORT) }
      : {
          sentinels: sentinel.sentinels.map(({ host, port }) => ({ host, port })),
          name: sentinel.name,
          enableTLSForSentinelMode: url.protocol === 'rediss:',
        };
  return { ...urlOptions(url), ...where, ...options };
}

/** A new ioredis client for REDIS_URL or the Sentinels' master (see redisConnectionOptions). */
export function createRedisClient(target: RedisTarget, options: RedisOptions): Redis {
  return new Redis(redisConnectionOptions(target, options));
}
