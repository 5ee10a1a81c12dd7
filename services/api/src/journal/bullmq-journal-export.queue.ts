import { Logger } from '@nestjs/common';
import { Queue, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { withTimeout } from '../common/with-timeout';
import type { AppConfig } from '../config/app-config';
import { createRedisClient, redisConnectionOptions } from '../redis/redis-client.factory';
import { bullPrefix } from '../dispatch/bullmq-dispatch.queue';
import { JournalExportQueue, type JournalExportHandler } from './journal-export.queue';

export const JOURNAL_EXPORT_QUEUE_NAME = 'journal-exports';
const CONNECT_TIMEOUT_MS = 1000;
const ENQUEUE_TIMEOUT_MS = 2000;
const STOP_TIMEOUT_MS = 10_000;
const reconnect = (times: number): number => Math.min(times * 200, 2000);

interface ExportJobData {
  id: number;
}

/** BullMQ on Redis (REDIS_URL): any instance's worker takes an export, one at a time. */
export class BullMqJournalExportQueue extends JournalExportQueue {
  private readonly logger = new Logger(BullMqJournalExportQueue.name);
  private readonly producer: Redis;
  private readonly queue: Queue<ExportJobData>;
  private worker: Worker<ExportJobData> | undefined;
  private workerReady: Promise<unknown> = Promise.resolve();
  private handler: JournalExportHandler | undefined;
  private stopping = false;

  constructor(private readonly config: AppConfig) {
    super();
    if (config.redisUrl === undefined) {
      throw new Error('BullMqJournalExportQueue needs REDIS_URL');
    }
    this.producer = createRedisClient(config, {
      connectTimeout: CONNECT_TIMEOUT_MS,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      retryStrategy: reconnect,
    });
    this.producer.on('error', (error: Error) => this.warn(error, 'Redis (journal exports)'));
    this.queue = new Queue<ExportJobData>(JOURNAL_EXPORT_QUEUE_NAME, {
      connection: this.producer,
      prefix: bullPrefix(config),
      skipWaitingForReady: true,
      skipVersionCheck: true,
      defaultJobOptions: { attempts: 1, removeOnComplete: true, removeOnFail: true },
    });
    this.queue.on('error', (error: Error) => this.warn(error, 'BullMQ journal exports'));
  }

  async enqueue(exportId: number): Promise<void> {
    const add = this.queue.add(
      JOURNAL_EXPORT_QUEUE_NAME,
      { id: exportId },
      { jobId: `journal-export-${exportId}` },
    );
    add.catch(() => undefined);
    await withTimeout(add, ENQUEUE_TIMEOUT_MS, 'Enqueueing a journal export');
  }

  start(handler: JournalExportHandler): Promise<void> {
    this.handler = handler;
    this.producer.on('ready', this.startWorker);
    if (this.producer.status === 'ready') this.startWorker();
    return Promise.resolve();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.producer.off('ready', this.startWorker);
    const worker = this.worker;
    if (worker !== undefined) {
      // Closing a worker that is still connecting leaves BullMQ timers behind.
      await withTimeout(this.workerReady, CONNECT_TIMEOUT_MS, 'BullMQ worker start').catch(
        (error: unknown) => this.warn(error, 'BullMQ journal export worker'),
      );
      await withTimeout(
        worker.close(true),
        STOP_TIMEOUT_MS,
        'Closing the journal export worker',
      ).catch((error: unknown) => this.warn(error, 'BullMQ journal export worker close'));
    }
    await this.queue.close().catch((error: unknown) => this.warn(error, 'BullMQ queue close'));
    this.producer.disconnect();
  }

  /**
   * The worker starts once Redis answers (at start, or when it comes back), so it never
   * has to be closed half-connected. An export cut short by close() stays running in its
   * row and the sweep puts it back in the queue.
   */
  private readonly startWorker = (): void => {
    const handler = this.handler;
    if (this.worker !== undefined || this.stopping || handler === undefined) return;
    const worker = new Worker<ExportJobData>(
      JOURNAL_EXPORT_QUEUE_NAME,
      (job: Job<ExportJobData>) => handler(job.data.id),
      {
        connection: redisConnectionOptions(this.config, {
          connectTimeout: CONNECT_TIMEOUT_MS,
          maxRetriesPerRequest: null,
          retryStrategy: reconnect,
        }),
        prefix: bullPrefix(this.config),
        concurrency: 1,
        autorun: false,
      },
    );
    worker.on('error', (error: Error) => this.warn(error, 'BullMQ journal export worker'));
    this.worker = worker;
    this.workerReady = worker
      .waitUntilReady()
      .then(() => {
        if (!this.stopping) {
          worker.run().catch((error: unknown) => this.warn(error, 'BullMQ journal export worker'));
        }
      })
      .catch((error: unknown) => this.warn(error, 'BullMQ journal export worker'));
  };

  private warn(error: unknown, what: string): void {
    this.logger.warn({ err: error }, `${what} error`);
  }
}
