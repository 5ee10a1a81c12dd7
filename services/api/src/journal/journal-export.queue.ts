/** Runs one export job; settles its outcome in the database row and never rejects. */
export type JournalExportHandler = (exportId: number) => Promise<void>;

/**
 * Carries queued export ids to a worker: in-process by default, BullMQ with REDIS_URL (as
 * the dispatch jobs). The row is the truth; the runner's claim makes a doubled delivery a
 * no-op.
 */
export abstract class JournalExportQueue {
  /** Rejects when the queue cannot take it (e.g. Redis down). */
  abstract enqueue(exportId: number): Promise<void>;
  abstract start(handler: JournalExportHandler): Promise<void>;
  abstract stop(): Promise<void>;
}

/** The embedded queue: one export at a time in this process, in the order they came. */
export class InProcessJournalExportQueue extends JournalExportQueue {
  private readonly waiting: number[] = [];
  private handler: JournalExportHandler | undefined;
  private draining: Promise<void> | undefined;
  private stopped = false;

  enqueue(exportId: number): Promise<void> {
    if (!this.stopped) {
      this.waiting.push(exportId);
      this.drain();
    }
    return Promise.resolve();
  }

  start(handler: JournalExportHandler): Promise<void> {
    this.handler = handler;
    this.drain();
    return Promise.resolve();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.waiting.length = 0;
    await this.draining;
  }

  private drain(): void {
    const handler = this.handler;
    if (this.draining !== undefined || handler === undefined) return;
    this.draining = new Promise<void>((resolve) => setImmediate(resolve))
      .then(async () => {
        for (let id = this.waiting.shift(); id !== undefined; id = this.waiting.shift()) {
          if (this.stopped) return;
          await handler(id);
        }
      })
      .finally(() => {
        this.draining = undefined;
        if (this.waiting.length > 0 && !this.stopped) this.drain();
      });
  }
}
