import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { ScheduledJobs } from '../scheduling/scheduled-jobs.service';
import { DispatchQueue } from './dispatch.queue';
import { DispatchRunner } from './dispatch-runner.service';
import { DispatchSweeper } from './dispatch-sweeper.service';

/** The sweep's name among the scheduled jobs (its lease row). */
export const DISPATCH_SWEEP_JOB = 'dispatch-sweep';

/**
 * Starts the job worker with the application, schedules the sweep (once across instances,
 * every DISPATCH_SWEEP_MS) and stops both before the database closes.
 */
@Injectable()
export class DispatchWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(DispatchWorker.name);

  constructor(
    private readonly queue: DispatchQueue,
    private readonly runner: DispatchRunner,
    private readonly sweeper: DispatchSweeper,
    private readonly scheduled: ScheduledJobs,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.start((jobId) => this.runner.run(jobId));
    this.scheduled.register({
      name: DISPATCH_SWEEP_JOB,
      intervalMs: this.config.dispatch.sweepIntervalMs,
      run: () => this.sweeper.sweepOnce(),
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.sweeper.stop();
    await this.queue
      .stop()
      .catch((error: unknown) =>
        this.logger.warn({ err: error }, 'Stopping the dispatch queue failed'),
      );
  }
}
