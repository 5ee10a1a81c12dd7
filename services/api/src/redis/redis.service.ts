import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config';
import { withTimeout } from '../common/with-timeout';

const CONNECT_TIMEOUT_MS = 1000;
const PING_TIMEOUT_MS = 1000;

/**
 * The shared Redis connection, present only with REDIS_URL; every key gets REDIS_PREFIX. It fails fast: no offline
 * queue, no background retries; a dropped connection is reopened by the next ping().
 */
@Injectable()
export class RedisService implements OnApplicationShutdown {
  private readonly logger = new Logger(RedisService.name);
  readonly client: Redis | undefined;
  private connecting: Promise<void> | undefined;

  constructor(config: AppConfig) {
    this.client =
      config.redisUrl === undefined
        ? undefined
        : new Redis(config.redisUrl, {
            lazyConnect: true,
            connectTimeout: CONNECT_TIMEOUT_MS,
            enableOfflineQueue: false,
            maxRetriesPerRequest: 0,
            retryStrategy: () => null,
            keyPrefix: config.redisPrefix,
          });
    this.client?.on('error', (error: Error) =>
      this.logger.warn({ err: error }, 'Redis connection error'),
    );
  }

  get enabled(): boolean {
    return this.client !== undefined;
  }

  /**
   * The connected client, (re)connecting when needed; rejects when Redis is not
   * configured or cannot be reached. Stores call it before each command.
   */
  async connection(): Promise<Redis> {
    const client = this.client;
    if (client === undefined) throw new Error('Redis is not configured (REDIS_URL)');
    if (this.connecting !== undefined) await this.connecting;
    else if (client.status === 'wait' || client.status === 'end') await this.connect(client);
    return client;
  }

  /** True when Redis answers PING in time. */
  async ping(): Promise<boolean> {
    const client = this.client;
    if (client === undefined) return false;
    try {
      await this.connection();
      await withTimeout(client.ping(), PING_TIMEOUT_MS, 'Redis PING');
      return true;
    } catch {
      return false;
    }
  }

  onApplicationShutdown(): void {
    this.client?.disconnect();
  }

  private connect(client: Redis): Promise<void> {
    this.connecting ??= withTimeout(
      client.connect(),
      CONNECT_TIMEOUT_MS * 2,
      'Redis connect',
    ).finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }
}
