import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { ScheduledJobs } from './scheduled-jobs.service';
import { SerialSweep } from './serial-sweep';

/** When a sweep runs: its job's name (its lease row) and interval. */
export interface SweepSchedule {
  name: string;
  intervalMs: number;
  /** Also once at start, so what an instance killed before left is done on its restart. */
  atStart?: boolean;
}

/**
 * A SerialSweep run every `intervalMs` on one instance at a time (ScheduledJobs), from the
 * application's start (and at start, if asked) until its shutdown.
 */
export abstract class ScheduledSweep
  extends SerialSweep
  implements OnApplicationBootstrap, OnModuleDestroy
{
  protected constructor(
    private readonly scheduled: ScheduledJobs,
    private readonly schedule: SweepSchedule,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    if (this.schedule.atStart === true) void this.sweepOnce();
    this.scheduled.register({
      name: this.schedule.name,
      intervalMs: this.schedule.intervalMs,
      run: () => this.sweepOnce(),
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }
}
