import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config';
import { createRedisClient } from '../redis/redis-client.factory';
import { RedisService } from '../redis/redis.service';

/** Without Redis (or while its subscription is down) the revision is read this often. */
export const POLL_MS = 1000;
/** With a live subscription, a read this often still catches a message lost on the way. */
export const SUBSCRIBED_POLL_MS = 5000;
const CHANNEL = 'remote-registry';

/**
 * Tells this instance when the registry may have changed: a Redis message from the
 * instance that changed it, else a timer. The listener reads the revision and reloads
 * only when it moved, so a spurious call costs one primary-key read.
 */
@Injectable()
export class RegistrySync implements OnApplicationShutdown {
  private readonly logger = new Logger(RegistrySync.name);
  private subscriber: Redis | undefined;
  private subscribed = false;
  private timer: NodeJS.Timeout | undefined;
  private lastPoll = 0;

  constructor(
    private readonly config: AppConfig,
    private readonly redis: RedisService,
  ) {}

  private get channel(): string {
    // channels take no key prefix: the prefix keeps environments sharing a Redis apart
    return `${this.config.redisPrefix}${CHANNEL}`;
  }

  start(listener: () => Promise<void>): void {
    const hear = () => {
      listener().catch((error: unknown) =>
        this.logger.warn({ err: error }, 'Reading the remotes registry failed'),
      );
    };
    this.subscribe(hear);
    this.timer = setInterval(() => {
      const every = this.subscribed ? SUBSCRIBED_POLL_MS : POLL_MS;
      if (Date.now() - this.lastPoll < every) return;
      this.lastPoll = Date.now();
      hear();
    }, POLL_MS);
    this.timer.unref();
  }

  /** Tells the other instances; a failure leaves them to their timers. */
  async announce(revision: number): Promise<void> {
    if (!this.redis.enabled) return;
    try {
      await this.redis.run((client) => client.publish(this.channel, String(revision)));
    } catch (error) {
      this.logger.warn({ err: error }, 'Announcing a registry change over Redis failed');
    }
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
    this.subscriber?.disconnect();
    this.subscriber = undefined;
  }

  private subscribe(hear: () => void): void {
    if (this.config.redisUrl === undefined) return;
    const subscriber = createRedisClient(this.config, {
      lazyConnect: true,
      maxRetriesPerRequest: null,
    });
    let quiet = false;
    // ioredis keeps reconnecting: one warning per outage, not one per attempt
    subscriber.on('error', (error: Error) => {
      if (quiet) return;
      quiet = true;
      this.logger.warn({ err: error }, 'Registry subscription: Redis error; polling meanwhile');
    });
    subscriber.on('close', () => {
      this.subscribed = false;
    });
    // ioredis resubscribes after a reconnect (to a new master after a failover too); a
    // missed message is caught by the timer
    subscriber.on('ready', () => {
      quiet = false;
      this.subscribed = true;
      hear();
    });
    subscriber.on('message', hear);
    subscriber.subscribe(this.channel).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'Registry subscription failed; polling instead');
    });
    this.subscriber = subscriber;
  }
}
