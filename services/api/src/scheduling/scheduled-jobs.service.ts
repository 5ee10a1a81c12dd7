import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { SchedulerLeases } from './scheduler-leases.service';

/** A periodic job; with several instances on one database it runs on one at a time. */
export interface ScheduledJob {
  /** Unique in the app (at most 64 characters): the key of its lease row. */
  name: string;
  intervalMs: number;
  /**
   * How long one run may hold the job before another instance may start it (a holder that
   * died mid-run). Default: 3 intervals, within 5 s to 5 min. A longer run is not cut
   * short, so a run must stay correct if another overlaps it (the sweeps claim their rows).
   */
  leaseMs?: number;
  run: () => Promise<unknown>;
}

/** Runs start at least this share of the interval apart, whichever instance ran the last. */
const MIN_GAP_SHARE = 0.9;
const MIN_LEASE_MS = 5000;
const MAX_LEASE_MS = 5 * 60_000;

function defaultLeaseMs(intervalMs: number): number {
  return Math.min(Math.max(3 * intervalMs, MIN_LEASE_MS), MAX_LEASE_MS);
}

interface Registered {
  job: ScheduledJob;
  timer?: NodeJS.Timeout;
  /** The tick in progress on this instance. */
  running?: Promise<void>;
  ensured: boolean;
}

/**
 * Periodic jobs that run once across instances. Every instance ticks each job every
 * interval; a tick runs the job only if it claims the job's lease row (SchedulerLeases),
 * so the job runs about once per interval wherever it runs, and when an instance stops
 * (or dies) the others go on with it. Timers start with the application, never keep the
 * process up, and stop before the database closes.
 */
@Injectable()
export class ScheduledJobs implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ScheduledJobs.name);
  private readonly jobs = new Map<string, Registered>();
  private started = false;
  private stopped = false;

  constructor(private readonly leases: SchedulerLeases) {}

  /** Adds a job; its timer starts with the application (at once if it has started). */
  register(job: ScheduledJob): void {
    if (this.jobs.has(job.name)) throw new Error(`Scheduled job ${job.name} is registered twice`);
    const registered: Registered = { job, ensured: false };
    this.jobs.set(job.name, registered);
    if (this.started) this.startTimer(registered);
  }

  onApplicationBootstrap(): void {
    this.started = true;
    for (const registered of this.jobs.values()) this.startTimer(registered);
  }

  /** No more ticks; resolves when the runs in progress have ended and released their leases. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    for (const registered of this.jobs.values()) clearInterval(registered.timer);
    const running = [...this.jobs.values()].map((registered) => registered.running);
    await Promise.all(running.filter((run) => run !== undefined));
  }

  private startTimer(registered: Registered): void {
    if (this.stopped || registered.timer !== undefined) return;
    registered.timer = setInterval(() => this.tick(registered), registered.job.intervalMs);
    registered.timer.unref();
  }

  /** Skipped while this instance's previous run of the job is still going. */
  private tick(registered: Registered): void {
    if (this.stopped || registered.running !== undefined) return;
    registered.running = this.claimAndRun(registered).finally(() => {
      registered.running = undefined;
    });
  }

  private async claimAndRun(registered: Registered): Promise<void> {
    const { job } = registered;
    let claimedAt: number | undefined;
    try {
      if (!registered.ensured) {
        await this.leases.ensure(job.name);
        registered.ensured = true;
      }
      claimedAt = await this.leases.claim({
        name: job.name,
        leaseMs: job.leaseMs ?? defaultLeaseMs(job.intervalMs),
        minGapMs: Math.floor(job.intervalMs * MIN_GAP_SHARE),
      });
    } catch (error) {
      // The database is away: the next tick asks again.
      this.logger.warn({ err: error, job: job.name }, 'Could not claim a scheduled job');
      return;
    }
    if (claimedAt === undefined) return;
    try {
      await job.run();
    } catch (error) {
      this.logger.error({ err: error, job: job.name }, 'Scheduled job failed');
    } finally {
      // If this fails the lease runs out by itself.
      await this.leases
        .release(job.name, claimedAt)
        .catch((error: unknown) =>
          this.logger.warn({ err: error, job: job.name }, 'Could not release a scheduled job'),
        );
    }
  }
}
