import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { Injectable, Logger, StreamableFile } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { JournalExportJob, JournalExportRequest } from '@tutor/contracts';
import { Repository } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { redirectIfPresigned } from '../files/download-redirect';
import { FileStorage } from '../files/file-storage';
import { resolveLocale, type Locale } from '../i18n/locale';
import { CONTENT_TYPES, writeJournalFile } from './journal-file.writer';
import { JournalExport } from './journal-export.entity';
import { JournalExportQueue } from './journal-export.queue';
import { JournalGridService } from './journal-grid.service';
import { journalTable } from './journal-table';
import { JournalErrorCode, JournalException } from './journal.errors';
import { RecordAccess } from '../access/record-access.service';

/** How often progress is written: about every 5% of the rows. */
const PROGRESS_STEPS = 20;

/** The storage key of an export's file (its row keeps the name under the folder). */
export const journalExportKey = (fileName: string): string => `journal-exports/${fileName}`;

export const fileNameOf = (format: string, at: number): string =>
  `journal-${new Date(at).toISOString().slice(0, 10)}.${format}`;

/** Queued exports of large grids: created, run by the queue's worker, polled, downloaded. */
@Injectable()
export class JournalExportsService {
  private readonly logger = new Logger(JournalExportsService.name);

  constructor(
    @InjectRepository(JournalExport) private readonly exports: Repository<JournalExport>,
    private readonly grids: JournalGridService,
    private readonly queue: JournalExportQueue,
    private readonly clock: Clock,
    private readonly storage: FileStorage,
    private readonly access: RecordAccess,
  ) {}

  async create(
    teacherId: number,
    request: JournalExportRequest,
    locale: Locale,
  ): Promise<JournalExportJob> {
    const { format, ...query } = request;
    // Reads the grid once here too: a group or subject not the teacher's is 404 at once.
    const grid = await this.grids.grid(teacherId, query);
    const job = await this.exports.save(
      this.exports.create({
        teacherId,
        format,
        locale,
        query,
        status: 'queued',
        done: 0,
        total: grid.rows.length,
        fileName: null,
        createdAt: this.clock.now(),
        finishedAt: null,
      }),
    );
    await this.queue.enqueue(job.id).catch((error: unknown) => {
      // The queue is away (Redis down): this instance runs it instead.
      this.logger.warn({ err: error, exportId: job.id }, 'Queueing an export failed; running here');
      void this.run(job.id);
    });
    return this.view(job);
  }

  async get(teacherId: number, id: number): Promise<JournalExportJob> {
    return this.view(await this.access.require(teacherId, 'journal-export', id));
  }

  async file(teacherId: number, id: number): Promise<StreamableFile> {
    const job = await this.access.require(teacherId, 'journal-export', id);
    if (job.status !== 'done' || job.fileName === null) {
      throw new JournalException(JournalErrorCode.ExportNotReady);
    }
    const key = journalExportKey(job.fileName);
    const headers = {
      contentType: CONTENT_TYPES[job.format],
      contentDisposition: `attachment; filename="${fileNameOf(job.format, job.createdAt)}"`,
    };
    await redirectIfPresigned(this.storage, key, headers);
    return new StreamableFile(await this.storage.read(key), {
      type: headers.contentType,
      disposition: headers.contentDisposition,
    });
  }

  /** The worker's part: claims the row, writes the file with progress, settles the row. */
  async run(id: number): Promise<void> {
    const claim = await this.exports.update({ id, status: 'queued' }, { status: 'running' });
    if (claim.affected === 0) return;
    const job = await this.exports.findOneByOrFail({ id });
    const fileName = `${job.id}-${randomBytes(12).toString('hex')}.${job.format}`;
    const key = journalExportKey(fileName);
    try {
      // everything the teacher had written when asking for the export is in it
      const grid = await this.grids.grid(job.teacherId, job.query, job.createdAt);
      const total = grid.rows.length;
      const step = Math.max(1, Math.ceil(total / PROGRESS_STEPS));
      const locale = resolveLocale(job.locale);
      const out = new PassThrough();
      const written = writeJournalFile(job.format, journalTable(grid, locale), out, {
        locale,
        onRow: async (done) => {
          if (done % step === 0 && done < total) {
            await this.exports.update({ id }, { done, total });
          }
        },
      }).catch((error: unknown) => {
        out.destroy(error instanceof Error ? error : new Error(String(error)));
        throw error;
      });
      await Promise.all([written, this.storage.put(key, out)]);
      await this.exports.update(
        { id },
        { status: 'done', done: total, total, fileName, finishedAt: this.clock.now() },
      );
    } catch (error) {
      this.logger.error({ err: error, exportId: id }, 'A journal export failed');
      await this.storage.remove(key).catch(() => undefined);
      await this.exports.update({ id }, { status: 'failed', finishedAt: this.clock.now() });
    }
  }

  private view(job: JournalExport): JournalExportJob {
    return {
      id: job.id,
      format: job.format,
      status: job.status,
      done: job.done,
      total: job.total,
      download_url: job.status === 'done' ? `/api/journal/exports/${job.id}/file` : null,
      created_at: job.createdAt,
      finished_at: job.finishedAt,
    };
  }
}
