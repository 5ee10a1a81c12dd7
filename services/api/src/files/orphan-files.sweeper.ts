import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { AppConfig } from '../config/app-config';
import { ScheduledJobs } from '../scheduling/scheduled-jobs.service';
import { FileReferences } from './file-references.service';
import { FileStorage } from './file-storage';
import { previewKeys } from './previews/file-previews.service';
import { StoredFile } from './stored-file.entity';

/** The sweep's name among the scheduled jobs (its lease row). */
export const ORPHAN_FILES_SWEEP_JOB = 'orphan-files-sweep';
/** Files removed per sweep at most; a backlog drains over the next sweeps. */
const REMOVE_BATCH = 500;
const HOUR_MS = 60 * 60 * 1000;

/** What one sweep did. */
export interface OrphanSweep {
  /** Files an answer names again, no longer detached. */
  attached: number;
  /** Files no answer names any more, detached from now on. */
  detached: number;
  /** Orphans removed, row and bytes. */
  removed: number;
}

/**
 * Removes orphan files: an orphan is a file no answer names (any work, any status; see
 * FileReferences) that has been detached for longer than FILE_ORPHAN_GRACE_HOURS, that is
 * since its upload if no answer ever named it, else since a sweep first saw it unnamed.
 * Every FILE_ORPHAN_SWEEP_MS, on one instance at a time (ScheduledJobs). A file an answer
 * names is never removed: the delete itself checks it, and a save attaching a file in the
 * meantime clears its detached_at under the row lock (attachFiles).
 */
@Injectable()
export class OrphanFilesSweeper implements OnModuleInit {
  private readonly logger = new Logger(OrphanFilesSweeper.name);
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    @InjectRepository(StoredFile) private readonly files: Repository<StoredFile>,
    private readonly storage: FileStorage,
    private readonly references: FileReferences,
    private readonly scheduled: ScheduledJobs,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.scheduled.register({
      name: ORPHAN_FILES_SWEEP_JOB,
      intervalMs: this.config.files.orphanSweepIntervalMs,
      run: () => this.sweepOnce(),
    });
  }

  /** One sweep, after any still running. */
  sweepOnce(): Promise<OrphanSweep> {
    const sweep = this.running.catch(() => undefined).then(() => this.sweep());
    this.running = sweep;
    return sweep;
  }

  private async sweep(): Promise<OrphanSweep> {
    const named = this.references.referencedIdsSql(this.files.manager.connection.options.type);
    const now = this.clock.now();
    const cutoff = now - this.config.files.orphanGraceHours * HOUR_MS;
    const attached = await this.files
      .createQueryBuilder()
      .update(StoredFile)
      .set({ detachedAt: null })
      .where(`detached_at IS NOT NULL AND id IN (${named})`)
      .execute();
    const removed = await this.removeOrphans(named, cutoff);
    const detached = await this.files
      .createQueryBuilder()
      .update(StoredFile)
      .set({ detachedAt: now })
      .where(`detached_at IS NULL AND id NOT IN (${named})`)
      .execute();
    return { attached: attached.affected ?? 0, detached: detached.affected ?? 0, removed };
  }

  /** Deletes the rows first (checking again that nothing names them), then their bytes. */
  private async removeOrphans(named: string, cutoff: number): Promise<number> {
    const orphans = await this.files
      .createQueryBuilder('file')
      .select(['file.id', 'file.storageKey', 'file.pageCount'])
      .where(`file.detached_at <= :cutoff AND file.id NOT IN (${named})`, { cutoff })
      .orderBy('file.detached_at')
      .limit(REMOVE_BATCH)
      .getMany();
    if (orphans.length === 0) return 0;
    const ids = orphans.map((file) => file.id);
    await this.files
      .createQueryBuilder()
      .delete()
      .from(StoredFile)
      .where({ id: In(ids) })
      .andWhere(`detached_at <= :cutoff AND id NOT IN (${named})`, { cutoff })
      .execute();
    const kept = new Set(
      (await this.files.find({ where: { id: In(ids) }, select: { id: true } })).map((f) => f.id),
    );
    const gone = orphans.filter((file) => !kept.has(file.id));
    for (const file of gone) await this.removeBytes(file);
    return gone.length;
  }

  private async removeBytes(file: StoredFile): Promise<void> {
    try {
      await this.storage.remove(file.storageKey);
      for (const key of previewKeys(file)) await this.storage.remove(key);
    } catch (error) {
      this.logger.warn({ err: error, key: file.storageKey }, 'Could not remove an orphan file');
    }
  }
}
