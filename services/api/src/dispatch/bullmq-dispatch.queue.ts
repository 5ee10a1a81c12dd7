import { Logger } from '@nestjs/common';
import { Queue, Worker, type Job } from 'bullmq';
import type { Redis, RedisOptions } from 'ioredis';
import { withTimeout } from '../common/with-timeout';
import type { AppConfig } from '../config/app-config';
import { createRedisClient, redisConnectionOptions } from '../redis/redis-client.factory';
import { DispatchQueue, type DispatchHandler, type QueuedDispatch } from './dispatch.queue';

export const DISPATCH_QUEUE_NAME = 'dispatch';

const CONNECT_TIMEOUT_MS = 1000;
/** ioredis keeps a (ref'd) timer this long after disconnect() on a socket that never opened. */
const DISCONNECT_TIMEOUT_MS = 100;
/** How long enqueue() waits for Redis before it gives up (the sweep tries again). */
const ENQUEUE_TIMEOUT_MS = 2000;
/** How long stop() waits for the job in hand before closing anyway. */
const STOP_TIMEOUT_MS = 10_000;

interface DispatchJobData {
  id: number;
}

/** Reconnects while Redis is away, at most every 2 s, so jobs flow again when it is back. */
const reconnect = (times: number): number => Math.min(times * 200, 2000);

/** BullMQ's key prefix: REDIS_PREFIX before BullMQ's own `bull`. */
export function bullPrefix(config: AppConfig): string {
  return `${config.redisPrefix}bull`;
}

/**
 * BullMQ on Redis (REDIS_URL or its Sentinels). The producer fails fast (no offline queue, no waiting for a
 * connection), so a dispatch is created even when Redis is down; the row stays queued and
 * the sweep enqueues it again. Job ids `dispatch-<id>-<attempt>` collapse duplicates.
 */
export class BullMqDispatchQueue extends DispatchQueue {
  private readonly logger = new Logger(BullMqDispatchQueue.name);
  private readonly producer: Redis;
  private readonly queue: Queue<DispatchJobData>;
  private handler: DispatchHandler | undefined;
  private worker: Worker<DispatchJobData> | undefined;
  private workerReady: Promise<void> = Promise.resolve();
  private stopping = false;
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly config: AppConfig) {
    super();
    if (config.redisUrl === undefined) throw new Error('BullMqDispatchQueue needs REDIS_URL');
    this.producer = createRedisClient(config, {
      connectTimeout: CONNECT_TIMEOUT_MS,
      disconnectTimeout: DISCONNECT_TIMEOUT_MS,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      retryStrategy: reconnect,
    });
    this.producer.on('error', (error: Error) => this.warn(error, 'Redis (dispatch queue)'));
    this.queue = new Queue<DispatchJobData>(DISPATCH_QUEUE_NAME, {
      connection: this.producer,
      prefix: bullPrefix(config),
      skipWaitingForReady: true,
      skipVersionCheck: true,
      defaultJobOptions: { attempts: 1, removeOnComplete: true, removeOnFail: true },
    });
    this.queue.on('error', (error: Error) => this.warn(error, 'BullMQ queue'));
  }

  async enqueue(job: QueuedDispatch, delayMs = 0): Promise<void> {
    const add = this.queue.add(
      DISPATCH_QUEUE_NAME,
      { id: job.id },
      { jobId: `dispatch-${job.id}-${job.attempts}`, delay: delayMs > 0 ? delayMs : undefined },
    );
    add.catch(() => undefined);
    await withTimeout(add, ENQUEUE_TIMEOUT_MS, 'Enqueueing a dispatch job');
  }

  async start(handler: DispatchHandler): Promise<void> {
    this.handler = handler;
    this.producer.on('ready', this.startWorker);
    if (this.producer.status === 'ready') this.startWorker();
    await this.producerReady();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.producer.off('ready', this.startWorker);
    await withTimeout(
      Promise.allSettled([...this.running]),
      STOP_TIMEOUT_MS,
      'Waiting for the dispatch job in hand',
    ).catch((error: unknown) => this.warn(error, 'Dispatch worker stop'));
    const worker = this.worker;
    if (worker !== undefined) {
      // Closing a worker that is still connecting leaves BullMQ timers behind.
      await withTimeout(this.workerReady, CONNECT_TIMEOUT_MS, 'BullMQ worker start').catch(
        (error: unknown) => this.warn(error, 'BullMQ worker'),
      );
      // The job in hand is settled in the database: nothing to wait for in Redis.
      await worker.close(true).catch((error: unknown) => this.warn(error, 'BullMQ worker close'));
    }
    await this.queue.close().catch((error: unknown) => this.warn(error, 'BullMQ queue close'));
    this.producer.disconnect();
  }

  /**
   * The worker starts once Redis answers (at start, or when it comes back), so it never
   * has to be closed half-connected.
   */
  private readonly startWorker = (): void => {
    const handler = this.handler;
    if (this.worker !== undefined || this.stopping || handler === undefined) return;
    const worker = new Worker<DispatchJobData>(
      DISPATCH_QUEUE_NAME,
      (job: Job<DispatchJobData>) => this.track(handler(job.data.id)),
      {
        connection: this.workerConnection(),
        prefix: bullPrefix(this.config),
        concurrency: 1,
        autorun: false,
      },
    );
    worker.on('error', (error: Error) => this.warn(error, 'BullMQ worker'));
    this.worker = worker;
    this.workerReady = worker
      .waitUntilReady()
      .then(() => {
        if (!this.stopping)
          worker.run().catch((error: unknown) => this.warn(error, 'BullMQ worker'));
      })
      .catch((error: unknown) => this.warn(error, 'BullMQ worker'));
  };

  private workerConnection(): RedisOptions {
    return redisConnectionOptions(this.config, {
      connectTimeout: CONNECT_TIMEOUT_MS,
      disconnectTimeout: DISCONNECT_TIMEOUT_MS,
      maxRetriesPerRequest: null,
      retryStrategy: reconnect,
    });
  }

  /** Waits briefly for the first connection, so jobs created right after start go straight in. */
  private async producerReady(): Promise<void> {
    if (this.producer.status === 'ready') return;
    let onReady: (() => void) | undefined;
    const ready = new Promise<void>((resolve) => {
      onReady = resolve;
      this.producer.once('ready', resolve);
    });
    await withTimeout(ready, CONNECT_TIMEOUT_MS, 'Redis (dispatch queue) connect')
      .catch((error: unknown) => this.warn(error, 'Redis (dispatch queue)'))
      .finally(() => {
        if (onReady !== undefined) this.producer.off('ready', onReady);
      });
  }

  private track(run: Promise<void>): Promise<void> {
    this.running.add(run);
    return run.finally(() => this.running.delete(run));
  }

  private warn(error: unknown, what: string): void {
    this.logger.warn({ err: error }, `${what} error`);
  }
}
