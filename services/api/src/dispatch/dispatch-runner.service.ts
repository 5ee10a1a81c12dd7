import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DispatchErrorKey, DispatchJobStatus } from '@tutor/contracts';
import { Brackets, type Repository } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { AppConfig } from '../config/app-config';
import { Task } from '../tasks/task.entity';
import { DispatchJob } from './dispatch-job.entity';
import { DispatchQueue } from './dispatch.queue';
import { DispatchRecipients } from './dispatch-recipients.service';
import { DispatchWorksWriter } from './dispatch-works.writer';

/** Waits before the next run after an unexpected failure: 1 s, 2 s, 3 s… */
const BACKOFF_MS = 1000;

/** Another worker took the job over (our lease ran out): its run decides. */
class LeaseLostError extends Error {}

type FinalState = Pick<DispatchJob, 'status' | 'errorKey' | 'worksCreated'>;

/**
 * Runs one job: claims the row (status 2 with a lease, counting the attempt), creates the
 * works and settles the row as 3, 26 (nothing a retry could fix), or after an unexpected
 * error 1 again with a backoff until its attempts are spent, then 25.
 */
@Injectable()
export class DispatchRunner {
  private readonly logger = new Logger(DispatchRunner.name);

  constructor(
    @InjectRepository(DispatchJob) private readonly jobs: Repository<DispatchJob>,
    @InjectRepository(Task) private readonly tasks: Repository<Task>,
    private readonly recipients: DispatchRecipients,
    private readonly writer: DispatchWorksWriter,
    private readonly queue: DispatchQueue,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /** The queue's handler: never rejects; the row records what happened. */
  async run(jobId: number): Promise<void> {
    let job: DispatchJob | undefined;
    try {
      job = await this.claim(jobId);
    } catch (error) {
      // The row is untouched, or running with our lease: the sweep delivers it again.
      this.logger.error({ err: error, jobId }, 'Could not claim a dispatch job');
      return;
    }
    if (job === undefined) return;
    // Names the process that runs it: with several instances, the one whose log to read.
    this.logger.log({ jobId, attempt: job.attempts }, 'Dispatch job started');
    try {
      await this.execute(job);
    } catch (error) {
      if (error instanceof LeaseLostError) return;
      this.logger.error({ err: error, jobId }, 'Dispatch job failed');
      await this.failed(job).catch((failure: unknown) =>
        // The lease runs out and the sweep picks the job up again.
        this.logger.error({ err: failure, jobId }, 'Could not record a dispatch failure'),
      );
    }
  }

  /**
   * Takes the job if it is queued, or running with a lease that ran out (a dead worker).
   * One UPDATE decides, so of two deliveries only one runs it.
   */
  private async claim(jobId: number): Promise<DispatchJob | undefined> {
    const now = this.clock.now();
    const leaseUntil = now + this.config.dispatch.leaseSeconds * 1000;
    const result = await this.jobs
      .createQueryBuilder()
      .update(DispatchJob)
      .set({ status: DispatchJobStatus.Running, leaseUntil, attempts: () => 'attempts + 1' })
      .where('id = :jobId', { jobId })
      .andWhere(
        new Brackets((qb) =>
          qb
            .where('status = :queued', { queued: DispatchJobStatus.Queued })
            .orWhere('(status = :running AND lease_until < :now)', {
              running: DispatchJobStatus.Running,
              now,
            }),
        ),
      )
      .execute();
    if (result.affected !== 1) return undefined;
    const job = await this.jobs.findOneBy({ id: jobId });
    if (job?.status !== DispatchJobStatus.Running || job.leaseUntil !== leaseUntil)
      return undefined;
    return job;
  }

  private async execute(job: DispatchJob): Promise<void> {
    if (job.attempts > this.config.dispatch.maxAttempts) {
      // Its runs kept dying with their worker: stop trying.
      return this.settle(job, this.failure(DispatchJobStatus.Failed, DispatchErrorKey.Unexpected));
    }
    const task = await this.tasks.findOneBy({ id: job.taskId });
    if (task === null || task.deletedAt !== null) {
      return this.settle(
        job,
        this.failure(DispatchJobStatus.FailedPermanently, DispatchErrorKey.TaskDeleted),
      );
    }
    const recipients = await this.recipients.resolve(job.teacherId, job.target);
    if (recipients.kind === 'group_deleted') {
      return this.settle(
        job,
        this.failure(DispatchJobStatus.FailedPermanently, DispatchErrorKey.GroupDeleted),
      );
    }
    if (recipients.ids.length === 0 && task.onlyNew) {
      // Nobody yet, and each student who joins later gets the task: nothing failed.
      return this.settle(job, { status: DispatchJobStatus.Done, errorKey: null, worksCreated: 0 });
    }
    if (recipients.ids.length === 0) {
      return this.settle(
        job,
        this.failure(DispatchJobStatus.FailedPermanently, DispatchErrorKey.NoEligibleStudents),
      );
    }
    const worksCreated = await this.writer.createWorks(
      {
        taskId: task.id,
        teacherId: task.teacherId,
        jobId: job.id,
        studentIds: recipients.ids,
        now: this.clock.now(),
      },
      this.leaseRenewer(job),
    );
    await this.settle(job, { status: DispatchJobStatus.Done, errorKey: null, worksCreated });
  }

  /**
   * Extends the job's lease once a third of it has passed, so a run longer than the lease
   * is not taken over while it is alive; stops the run when another worker has taken it.
   */
  private leaseRenewer(job: DispatchJob): () => Promise<void> {
    const leaseMs = this.config.dispatch.leaseSeconds * 1000;
    let renewedAt = this.clock.now();
    return async () => {
      const now = this.clock.now();
      if (now - renewedAt < leaseMs / 3) return;
      const leaseUntil = now + leaseMs;
      if (!(await this.updateOwned(job, { leaseUntil }))) {
        throw new LeaseLostError(`Dispatch job ${job.id}: lease lost`);
      }
      job.leaseUntil = leaseUntil;
      renewedAt = now;
    };
  }

  private failure(status: DispatchJobStatus, errorKey: DispatchErrorKey): FinalState {
    return { status, errorKey, worksCreated: 0 };
  }

  /** Ends the job, if it is still ours (else the run that took it over ends it). */
  private async settle(job: DispatchJob, state: FinalState): Promise<void> {
    const changed = await this.updateOwned(job, {
      ...state,
      finishedAt: this.clock.now(),
      leaseUntil: null,
    });
    if (!changed) throw new LeaseLostError(`Dispatch job ${job.id}: lease lost`);
  }

  /** After an unexpected error: queued again after a backoff, or 25 when attempts are spent. */
  private async failed(job: DispatchJob): Promise<void> {
    if (job.attempts >= this.config.dispatch.maxAttempts) {
      await this.updateOwned(job, {
        ...this.failure(DispatchJobStatus.Failed, DispatchErrorKey.Unexpected),
        finishedAt: this.clock.now(),
        leaseUntil: null,
      });
      return;
    }
    const delayMs = BACKOFF_MS * job.attempts;
    const requeued = await this.updateOwned(job, {
      status: DispatchJobStatus.Queued,
      runAt: this.clock.now() + delayMs,
      leaseUntil: null,
    });
    if (!requeued) return;
    await this.queue
      .enqueue({ id: job.id, attempts: job.attempts }, delayMs)
      .catch((error: unknown) =>
        this.logger.warn({ err: error, jobId: job.id }, 'Could not enqueue a dispatch retry'),
      );
  }

  private async updateOwned(job: DispatchJob, changes: Partial<DispatchJob>): Promise<boolean> {
    const result = await this.jobs
      .createQueryBuilder()
      .update(DispatchJob)
      .set(changes)
      .where('id = :id AND status = :running AND lease_until = :leaseUntil', {
        id: job.id,
        running: DispatchJobStatus.Running,
        leaseUntil: job.leaseUntil,
      })
      .execute();
    return result.affected === 1;
  }
}
