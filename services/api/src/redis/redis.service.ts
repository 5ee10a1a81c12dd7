import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { withTimeout } from '../common/with-timeout';
import { AppConfig } from '../config/app-config';
import { createRedisClient } from './redis-client.factory';
import { RedisUnavailableException } from './redis-unavailable.exception';

/**
 * Budgets that keep a request within 2 s when Redis is away or hung: opening a connection
 * (TCP and the ready check) and one command each get this much; a request makes at most
 * one connection attempt, since a failure makes the next ones fail at once.
 */
const CONNECT_TIMEOUT_MS = 700;
const COMMAND_TIMEOUT_MS = 700;
/** After a failure, commands fail at once for this long; then the next one reconnects. */
const RETRY_AFTER_FAILURE_MS = 1000;

/**
 * How long a write that must survive a failover waits for a replica's acknowledgement;
 * a replica that is away costs this wait, not the write.
 */
const REPLICA_ACK_MS = 200;

/** A Redis reply error (a command's own mistake), as opposed to Redis being unreachable. */
function isReplyError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ReplyError';
}

/**
 * The shared Redis connection, present only with REDIS_URL; every key gets REDIS_PREFIX.
 * It fails fast: no offline queue, no background retries, a timeout on every command. A
 * connection that failed or timed out is dropped, and the first command after a short
 * pause opens a new one, so the app recovers by itself when Redis is back.
 */
@Injectable()
export class RedisService implements OnApplicationShutdown {
  private readonly logger = new Logger(RedisService.name);
  private client: Redis | undefined;
  private connecting: Promise<void> | undefined;
  private downUntil = 0;

  constructor(private readonly config: AppConfig) {
    this.client = this.newClient();
  }

  get enabled(): boolean {
    return this.config.redisUrl !== undefined;
  }

  /**
   * Runs commands on the connected client. Rejects with RedisUnavailableException when
   * Redis cannot be reached or does not answer in time (the connection is then dropped);
   * other errors (a command's mistake) pass through.
   */
  async run<T>(commands: (client: Redis) => Promise<T>): Promise<T> {
    const client = await this.connection();
    try {
      return await commands(client);
    } catch (error) {
      if (isReplyError(error)) throw error;
      this.markDown(client, error);
      throw new RedisUnavailableException(error);
    }
  }

  /**
   * The connected client, (re)connecting when needed; rejects with
   * RedisUnavailableException when Redis is down. Prefer run(), which also times commands.
   */
  async connection(): Promise<Redis> {
    const client = this.client;
    if (client === undefined) throw new Error('Redis is not configured (REDIS_URL)');
    if (client.status === 'ready') return client;
    if (Date.now() < this.downUntil) throw new RedisUnavailableException();
    this.connecting ??= this.connect(client).finally(() => {
      this.connecting = undefined;
    });
    await this.connecting;
    return client;
  }

  /**
   * With Sentinels (so replicas), waits until one replica has the writes made so far on
   * this connection (WAIT 1), so a failover right after them keeps them; true if one did.
   * Without Sentinels there is no replica to wait for.
   */
  async replicated(): Promise<boolean> {
    if (this.config.redisSentinel === undefined) return true;
    const acknowledged = await this.run((client) => client.wait(1, REPLICA_ACK_MS));
    return acknowledged >= 1;
  }

  /** True when Redis answers PING in time. */
  async ping(): Promise<boolean> {
    if (!this.enabled) return false;
    try {
      await this.run((client) => client.ping());
      return true;
    } catch {
      return false;
    }
  }

  onApplicationShutdown(): void {
    this.client?.disconnect();
    this.client = undefined;
  }

  private newClient(): Redis | undefined {
    if (this.config.redisUrl === undefined) return undefined;
    const client = createRedisClient(this.config, {
      lazyConnect: true,
      connectTimeout: CONNECT_TIMEOUT_MS,
      commandTimeout: COMMAND_TIMEOUT_MS,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      keyPrefix: this.config.redisPrefix,
    });
    client.on('error', (error: Error) =>
      this.logger.warn({ err: error }, 'Redis connection error'),
    );
    return client;
  }

  private async connect(client: Redis): Promise<void> {
    try {
      await withTimeout(client.connect(), CONNECT_TIMEOUT_MS, 'Redis connect');
    } catch (error) {
      this.markDown(client, error);
      throw new RedisUnavailableException(error);
    }
  }

  /** Drops a connection that failed; a later command opens a fresh client. */
  private markDown(client: Redis, error: unknown): void {
    this.downUntil = Date.now() + RETRY_AFTER_FAILURE_MS;
    if (this.client !== client) return;
    this.logger.warn({ err: error }, 'Redis unavailable; reconnecting on a later command');
    client.disconnect();
    this.client = this.newClient();
  }
}
