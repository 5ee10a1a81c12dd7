import { Module } from '@nestjs/common';
import { ScheduledJobs } from './scheduled-jobs.service';
import { SchedulerLeases } from './scheduler-leases.service';

/**
 * Periodic jobs that run once across instances (the sweeps of dispatch, work timers, mail
 * and files): a module registers `{ name, intervalMs, run }` with ScheduledJobs.
 */
@Module({
  providers: [SchedulerLeases, ScheduledJobs],
  exports: [ScheduledJobs],
})
export class SchedulingModule {}
