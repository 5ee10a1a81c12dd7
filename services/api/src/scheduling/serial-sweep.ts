import { Logger } from '@nestjs/common';

/**
 * A sweep whose runs never overlap in one process: `sweepOnce()` queues a run after any
 * in progress and never rejects (a failure is logged); `stop()` ends them for shutdown.
 */
export abstract class SerialSweep {
  protected readonly logger = new Logger(this.constructor.name);
  private last: Promise<void> = Promise.resolve();
  private stopped = false;

  protected abstract sweep(): Promise<void>;

  /** One sweep, after any sweep in progress; never rejects. */
  sweepOnce(): Promise<void> {
    if (this.stopped) return this.last;
    this.last = this.last.then(() =>
      this.sweep().catch((error: unknown) => this.logger.error({ err: error }, 'Sweep failed')),
    );
    return this.last;
  }

  /** No more sweeps; resolves when the one in progress has ended. */
  stop(): Promise<void> {
    this.stopped = true;
    return this.last;
  }

  /** Whether stop() was called: a long sweep checks it between steps. */
  protected get isStopped(): boolean {
    return this.stopped;
  }
}
