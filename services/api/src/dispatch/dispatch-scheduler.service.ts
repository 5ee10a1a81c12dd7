import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DispatchJobStatus } from '@tutor/contracts';
import type { Repository } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { DispatchJob, type StoredDispatchTarget } from './dispatch-job.entity';
import { DispatchQueue } from './dispatch.queue';

export interface NewDispatch {
  taskId: number;
  teacherId: number;
  target: StoredDispatchTarget;
  /** A future moment plans the job (0); null or a past one queues it now (1). */
  delayAt: number | null;
}

/** Creates job rows and hands the queued ones to the queue. */
@Injectable()
export class DispatchScheduler {
  private readonly logger = new Logger(DispatchScheduler.name);

  constructor(
    @InjectRepository(DispatchJob) private readonly jobs: Repository<DispatchJob>,
    private readonly queue: DispatchQueue,
    private readonly clock: Clock,
  ) {}

  async schedule(dispatch: NewDispatch): Promise<DispatchJob> {
    const now = this.clock.now();
    const planned = dispatch.delayAt !== null && dispatch.delayAt > now;
    const job = this.jobs.create({
      taskId: dispatch.taskId,
      teacherId: dispatch.teacherId,
      target: dispatch.target,
      status: planned ? DispatchJobStatus.Planned : DispatchJobStatus.Queued,
      runAt: planned ? (dispatch.delayAt ?? now) : now,
      attempts: 0,
      leaseUntil: null,
      worksCreated: 0,
      errorKey: null,
      createdAt: now,
      finishedAt: null,
    });
    const result = await this.jobs.insert(job);
    job.id = Number((result.identifiers[0] as { id: number | string }).id);
    if (!planned) await this.enqueue(job);
    return job;
  }

  /** Hands a queued job to the queue; if that fails the row stays queued for the sweep. */
  async enqueue(job: Pick<DispatchJob, 'id' | 'attempts'>): Promise<void> {
    try {
      await this.queue.enqueue({ id: job.id, attempts: job.attempts });
    } catch (error) {
      this.logger.warn({ err: error, jobId: job.id }, 'Could not enqueue a dispatch job');
    }
  }
}
