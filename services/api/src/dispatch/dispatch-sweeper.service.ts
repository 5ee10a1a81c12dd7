import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DispatchJobStatus } from '@tutor/contracts';
import { In, LessThan, LessThanOrEqual, type Repository } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { DispatchJob } from './dispatch-job.entity';
import { DispatchQueue } from './dispatch.queue';
import { SerialSweep } from '../scheduling/serial-sweep';

/** A queued job still waiting this long after its run_at was probably never delivered. */
export const REQUEUE_AFTER_MS = 5000;
/** Rows per rule and sweep; a backlog drains over the next sweeps. */
const SWEEP_BATCH = 500;

/**
 * Makes the database rows true again in the queue: planned jobs that are due become
 * queued, queued jobs that were never delivered (Redis was down, the process died) are
 * enqueued again, and running jobs whose lease ran out (a dead worker) are queued again.
 */
@Injectable()
export class DispatchSweeper extends SerialSweep {
  constructor(
    @InjectRepository(DispatchJob) private readonly jobs: Repository<DispatchJob>,
    private readonly queue: DispatchQueue,
    private readonly clock: Clock,
  ) {
    super();
  }

  protected async sweep(): Promise<void> {
    const now = this.clock.now();
    const due = await this.ids({ status: DispatchJobStatus.Planned, runAt: LessThanOrEqual(now) });
    const stale = await this.ids({ status: DispatchJobStatus.Running, leaseUntil: LessThan(now) });
    await this.requeue(due, DispatchJobStatus.Planned, now);
    await this.requeue(stale, DispatchJobStatus.Running, now);
    const waiting = await this.jobs.find({
      select: { id: true, attempts: true },
      where: { status: DispatchJobStatus.Queued, runAt: LessThanOrEqual(now - REQUEUE_AFTER_MS) },
      order: { runAt: 'ASC' },
      take: SWEEP_BATCH,
    });
    await this.enqueue(waiting);
  }

  private async ids(where: Record<string, unknown>): Promise<number[]> {
    const rows = await this.jobs.find({
      select: { id: true },
      where,
      order: { runAt: 'ASC' },
      take: SWEEP_BATCH,
    });
    return rows.map((row) => row.id);
  }

  /** Moves the rows still in `from` to queued, then enqueues them. */
  private async requeue(ids: number[], from: DispatchJobStatus, now: number): Promise<void> {
    if (ids.length === 0) return;
    const query = this.jobs
      .createQueryBuilder()
      .update(DispatchJob)
      .set({ status: DispatchJobStatus.Queued, leaseUntil: null })
      .where({ id: In(ids), status: from });
    if (from === DispatchJobStatus.Running) query.andWhere('lease_until < :now', { now });
    await query.execute();
    const queued = await this.jobs.find({
      select: { id: true, attempts: true },
      where: { id: In(ids), status: DispatchJobStatus.Queued },
    });
    await this.enqueue(queued);
  }

  private async enqueue(jobs: readonly Pick<DispatchJob, 'id' | 'attempts'>[]): Promise<void> {
    for (const job of jobs) {
      try {
        await this.queue.enqueue({ id: job.id, attempts: job.attempts });
      } catch (error) {
        this.logger.warn({ err: error, jobId: job.id }, 'Could not enqueue a dispatch job');
        return; // The queue is away: the next sweep tries again.
      }
    }
  }
}
