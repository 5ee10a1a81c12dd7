import { Logger } from '@nestjs/common';
import { DispatchQueue, type DispatchHandler, type QueuedDispatch } from './dispatch.queue';

/**
 * The embedded queue (no REDIS_URL): runs jobs one at a time in this process, in the order
 * they came. A job already waiting is not queued twice.
 */
export class InProcessDispatchQueue extends DispatchQueue {
  private readonly logger = new Logger(InProcessDispatchQueue.name);
  private readonly waiting: number[] = [];
  private readonly waitingIds = new Set<number>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private handler: DispatchHandler | undefined;
  private draining: Promise<void> | undefined;
  private stopped = false;

  enqueue(job: QueuedDispatch, delayMs = 0): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (delayMs > 0) {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.push(job.id);
      }, delayMs);
      timer.unref();
      this.timers.add(timer);
    } else {
      this.push(job.id);
    }
    return Promise.resolve();
  }

  start(handler: DispatchHandler): Promise<void> {
    this.handler = handler;
    this.drain();
    return Promise.resolve();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.waiting.length = 0;
    this.waitingIds.clear();
    await this.draining;
  }

  private push(id: number): void {
    if (this.stopped || this.waitingIds.has(id)) return;
    this.waiting.push(id);
    this.waitingIds.add(id);
    this.drain();
  }

  private drain(): void {
    if (this.draining !== undefined || this.handler === undefined) return;
    const handler = this.handler;
    this.draining = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.runAll(handler))
      .finally(() => {
        this.draining = undefined;
        if (this.waiting.length > 0 && !this.stopped) this.drain();
      });
  }

  private async runAll(handler: DispatchHandler): Promise<void> {
    for (let id = this.waiting.shift(); id !== undefined; id = this.waiting.shift()) {
      this.waitingIds.delete(id);
      if (this.stopped) return;
      try {
        await handler(id);
      } catch (error) {
        this.logger.error({ err: error, jobId: id }, 'Dispatch job handler failed');
      }
    }
  }
}
