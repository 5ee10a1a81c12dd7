import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { insertOrIgnore } from '../database/insert-or-ignore';
import { SchedulerLease } from './scheduler-lease.entity';

/** What a claim asks for. */
export interface LeaseClaim {
  name: string;
  /** How long the run may hold the job before another instance takes it over. */
  leaseMs: number;
  /** The least time since the last run's start, on whichever instance it ran. */
  minGapMs: number;
}

/**
 * The scheduler_leases rows. Leases coordinate processes, so they are measured in wall
 * time (Date.now()), not by the Clock that tests move to make business data due: a test's
 * clock an hour ahead would otherwise hold a job away from every other instance.
 */
@Injectable()
export class SchedulerLeases {
  /** This instance, as it appears in `holder`. */
  readonly holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Creates the job's row unless it exists. */
  async ensure(name: string): Promise<void> {
    await insertOrIgnore(this.dataSource, SchedulerLease, {
      name,
      holder: '',
      claimedAt: 0,
      expiresAt: 0,
    });
  }

  /**
   * Takes the job for one run if no run holds it and the last one started at least
   * `minGapMs` ago; answers the claim's time, or undefined when another instance has it.
   * One UPDATE decides, so of two instances asking at once only one gets it.
   */
  async claim({ name, leaseMs, minGapMs }: LeaseClaim): Promise<number | undefined> {
    const now = Date.now();
    const result = await this.dataSource
      .createQueryBuilder()
      .update(SchedulerLease)
      .set({ holder: this.holder, claimedAt: now, expiresAt: now + leaseMs })
      .where('name = :name', { name })
      .andWhere('expires_at <= :now', { now })
      .andWhere('claimed_at <= :lastStart', { lastStart: now - minGapMs })
      .execute();
    return result.affected === 1 ? now : undefined;
  }

  /** Ends the run claimed at `claimedAt`, if no other instance has taken the job since. */
  async release(name: string, claimedAt: number): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .update(SchedulerLease)
      .set({ expiresAt: Date.now() })
      .where('name = :name AND holder = :holder AND claimed_at = :claimedAt', {
        name,
        holder: this.holder,
        claimedAt,
      })
      .execute();
  }
}
