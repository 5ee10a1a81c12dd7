import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { DispatchQueue } from './dispatch.queue';
import { DispatchRunner } from './dispatch-runner.service';
import { DispatchSweeper } from './dispatch-sweeper.service';

/**
 * Starts the job worker and the periodic sweep with the application and stops both before
 * the database closes. The timer never keeps the process up.
 */
@Injectable()
export class DispatchWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(DispatchWorker.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly queue: DispatchQueue,
    private readonly runner: DispatchRunner,
    private readonly sweeper: DispatchSweeper,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.start((jobId) => this.runner.run(jobId));
    this.timer = setInterval(() => {
      void this.sweeper.sweepOnce();
    }, this.config.dispatch.sweepIntervalMs);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.sweeper.stop();
    await this.queue
      .stop()
      .catch((error: unknown) =>
        this.logger.warn({ err: error }, 'Stopping the dispatch queue failed'),
      );
  }
}
