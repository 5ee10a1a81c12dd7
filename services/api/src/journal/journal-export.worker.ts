import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { JournalExportQueue } from './journal-export.queue';
import { JournalExportsService } from './journal-exports.service';

/** Starts the export worker with the application and stops it before the database closes. */
@Injectable()
export class JournalExportWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(JournalExportWorker.name);

  constructor(
    private readonly queue: JournalExportQueue,
    private readonly exports: JournalExportsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.start((id) => this.exports.run(id));
  }

  async onModuleDestroy(): Promise<void> {
    await this.queue
      .stop()
      .catch((error: unknown) =>
        this.logger.warn({ err: error }, 'Stopping the export queue failed'),
      );
  }
}
