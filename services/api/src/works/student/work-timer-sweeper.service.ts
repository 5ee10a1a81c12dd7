import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { ScheduledJobs } from '../../scheduling/scheduled-jobs.service';
import { WorkTimer } from './work-timer.service';

/** The sweep's name among the scheduled jobs (its lease row). */
export const WORK_TIMER_SWEEP_JOB = 'work-timer-sweep';

/**
 * Submits timed works whose time has run out even when nobody opens them, every
 * WORK_TIMER_SWEEP_MS, on one instance at a time (ScheduledJobs).
 */
@Injectable()
export class WorkTimerSweeper implements OnModuleInit {
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly timer: WorkTimer,
    private readonly scheduled: ScheduledJobs,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.scheduled.register({
      name: WORK_TIMER_SWEEP_JOB,
      intervalMs: this.config.works.timerSweepIntervalMs,
      run: () => this.sweepOnce(),
    });
  }

  /** One sweep, after any still running; answers how many works it submitted. */
  sweepOnce(): Promise<number> {
    const sweep = this.running.catch(() => undefined).then(() => this.timer.submitExpired());
    this.running = sweep;
    return sweep;
  }
}
