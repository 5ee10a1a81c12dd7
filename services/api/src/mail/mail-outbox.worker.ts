import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { ScheduledJobs } from '../scheduling/scheduled-jobs.service';
import { MailOutboxSender } from './mail-outbox.sender';
import { MailOutboxSweeper } from './mail-outbox.sweeper';

/** The sweep's name among the scheduled jobs (its lease row). */
export const MAIL_OUTBOX_SWEEP_JOB = 'mail-outbox-sweep';

/**
 * Sweeps the outbox every MAIL_SWEEP_MS from application start, on one instance at a time
 * (ScheduledJobs), and stops the sweep and the attempts in progress before the database
 * closes.
 */
@Injectable()
export class MailOutboxWorker implements OnApplicationBootstrap, OnModuleDestroy {
  constructor(
    private readonly sweeper: MailOutboxSweeper,
    private readonly sender: MailOutboxSender,
    private readonly scheduled: ScheduledJobs,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.scheduled.register({
      name: MAIL_OUTBOX_SWEEP_JOB,
      intervalMs: this.config.mailOutbox.sweepIntervalMs,
      run: () => this.sweeper.sweepOnce(),
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.sweeper.stop();
    await this.sender.drain();
  }
}
