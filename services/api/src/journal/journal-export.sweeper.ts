import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThan, type Repository } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { ScheduledJobs } from '../scheduling/scheduled-jobs.service';
import { JournalExport } from './journal-export.entity';
import { JournalExportQueue } from './journal-export.queue';
import { journalExportKey } from './journal-exports.service';
import { FileStorage } from '../files/file-storage';

export const JOURNAL_EXPORTS_SWEEP_JOB = 'journal-exports-sweep';
const MINUTE_MS = 60_000;
/** Even a grid of thousands of rows is written in seconds: a job this old has lost its worker. */
export const EXPORT_STALLED_MS = 10 * MINUTE_MS;
/** How long a finished export's file stays downloadable. */
export const EXPORT_KEPT_MS = 24 * 60 * MINUTE_MS;
const BATCH = 100;

/**
 * Keeps queued exports moving and their files from piling up, once across instances: a job
 * still queued or running long after it was created (its process restarted or died, or its
 * queue message was lost) goes back to the queue, where the runner's claim makes a doubled
 * delivery harmless; a job finished a day ago loses its file and its row.
 */
@Injectable()
export class JournalExportSweeper implements OnModuleInit {
  private readonly logger = new Logger(JournalExportSweeper.name);

  constructor(
    @InjectRepository(JournalExport) private readonly exports: Repository<JournalExport>,
    private readonly queue: JournalExportQueue,
    private readonly scheduled: ScheduledJobs,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.scheduled.register({
      name: JOURNAL_EXPORTS_SWEEP_JOB,
      intervalMs: MINUTE_MS,
      run: () => this.sweep(),
    });
  }

  async sweep(): Promise<void> {
    const now = this.clock.now();
    await this.requeueStalled(now - EXPORT_STALLED_MS);
    await this.removeFinished(now - EXPORT_KEPT_MS);
  }

  private async requeueStalled(createdBefore: number): Promise<void> {
    const stalled = await this.exports.find({
      select: { id: true },
      where: { status: In(['queued', 'running']), createdAt: LessThan(createdBefore) },
      take: BATCH,
    });
    for (const { id } of stalled) {
      await this.exports.update({ id, status: 'running' }, { status: 'queued' });
      await this.queue
        .enqueue(id)
        .catch((error: unknown) =>
          this.logger.warn({ err: error, exportId: id }, 'Requeue failed'),
        );
    }
  }

  private async removeFinished(finishedBefore: number): Promise<void> {
    const finished = await this.exports.find({
      select: { id: true, fileName: true },
      where: { status: In(['done', 'failed']), finishedAt: LessThan(finishedBefore) },
      take: BATCH,
    });
    for (const { id, fileName } of finished) {
      if (fileName !== null) {
        await this.storage.remove(journalExportKey(fileName));
      }
      await this.exports.delete({ id });
    }
  }
}
