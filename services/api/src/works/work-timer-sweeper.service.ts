import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { WorkTimer } from './work-timer.service';

/**
 * Submits timed works whose time has run out even when nobody opens them, every
 * WORK_TIMER_SWEEP_MS. The timer does not keep the process alive.
 */
@Injectable()
export class WorkTimerSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(WorkTimerSweeper.name);
  private interval: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private busy = false;

  constructor(
    private readonly timer: WorkTimer,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.interval = setInterval(() => {
      if (this.busy) return;
      this.sweepOnce().catch((error: unknown) => {
        this.logger.error({ err: error }, 'Submitting timed-out works failed');
      });
    }, this.config.works.timerSweepIntervalMs);
    this.interval.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.interval);
  }

  /** One sweep, after any still running; answers how many works it submitted. */
  sweepOnce(): Promise<number> {
    this.busy = true;
    const sweep = this.running
      .catch(() => undefined)
      .then(() => this.timer.submitExpired())
      .finally(() => {
        if (this.running === sweep) this.busy = false;
      });
    this.running = sweep;
    return sweep;
  }
}
