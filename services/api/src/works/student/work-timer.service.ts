import { Injectable } from '@nestjs/common';
import { WorkStatus } from '@tutor/contracts';
import { In, type EntityManager } from 'typeorm';
import { Clock } from '../../common/clock/clock.service';
import type { Task } from '../../tasks/task.entity';
import { Work } from '../work.entity';
import { isLate, isTimeUp, submittedStatus, timerEndsAt } from '../work-rules';
import { Transactions } from '../../database/transactions.service';
import { updateWork } from '../work-writes';
import { WorkEvents } from '../work.events';
import type { OutboxEvent } from '../../outbox/outbox-event.entity';

/** A work with its task, as the access check loaded it. */
export interface LoadedWork {
  work: Work;
  task: Task;
  /** The timer had run out and this request submitted the work. */
  timeUp: boolean;
}

/** The server's side of the timer: a draft past its end is submitted at its end. */
@Injectable()
export class WorkTimer {
  constructor(
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    private readonly events: WorkEvents,
  ) {}

  /** Submits the work first when its timer has run out (every read and write calls this). */
  async submitIfTimeUp(work: Work, task: Task): Promise<LoadedWork> {
    const endsAt = timerEndsAt(work, task);
    if (endsAt === null || !isTimeUp(work, task, this.clock.now())) {
      return { work, task, timeUp: false };
    }
    const { reloaded, events } = await this.transactions.run(async (manager) => {
      const applied = await updateWork(
        manager,
        work.id,
        { version: work.version, statuses: [WorkStatus.Draft] },
        {
          status: submittedStatus(work),
          submittedAt: endsAt,
          late: isLate(task, endsAt),
          updatedAt: this.clock.now(),
        },
      );
      const row = await manager.getRepository(Work).findOneByOrFail({ id: work.id });
      return { reloaded: row, events: applied ? await this.recordSubmitted(manager, [row]) : [] };
    });
    await this.events.deliver(events);
    return { work: reloaded, task, timeUp: true };
  }

  /**
   * Submits every draft whose timer has run out, in one set-based UPDATE (optionally only
   * one student's); answers how many.
   */
  async submitExpired(scope: { studentId?: number } = {}): Promise<number> {
    const now = this.clock.now();
    const { affected, events } = await this.transactions.run(async (manager) => {
      const count = await this.submitExpiredAt(manager, now, scope);
      const works = count > 0 ? await this.submittedAt(manager, now, scope) : [];
      return { affected: count, events: await this.recordSubmitted(manager, works) };
    });
    await this.events.deliver(events);
    return affected;
  }

  /** The works this process's sweep submitted at `now` (updated_at marks them). */
  private submittedAt(
    manager: EntityManager,
    now: number,
    scope: { studentId?: number },
  ): Promise<Work[]> {
    return manager.getRepository(Work).find({
      select: { id: true, returned: true },
      where: {
        updatedAt: now,
        status: In([WorkStatus.Submitted, WorkStatus.Resubmitted]),
        ...(scope.studentId === undefined ? {} : { studentId: scope.studentId }),
      },
    });
  }

  private async recordSubmitted(
    manager: EntityManager,
    works: readonly Pick<Work, 'id' | 'returned'>[],
  ): Promise<OutboxEvent[]> {
    const records: OutboxEvent[] = [];
    for (const work of works) {
      records.push(
        await this.events.record(manager, {
          type: 'work_submitted',
          workId: work.id,
          resubmitted: work.returned,
        }),
      );
    }
    return records;
  }

  private async submitExpiredAt(
    manager: EntityManager,
    now: number,
    scope: { studentId?: number },
  ): Promise<number> {
    const task = (column: string) =>
      `(SELECT tasks.${column} FROM tasks WHERE tasks.id = works.task_id)`;
    const endsAt = `(works.started_at + ${task('timer_minutes')} * 60000)`;
    const update = manager
      .createQueryBuilder()
      .update(Work)
      .set({
        status: () =>
          `CASE WHEN returned THEN ${WorkStatus.Resubmitted} ELSE ${WorkStatus.Submitted} END`,
        submittedAt: () => endsAt,
        late: () => `CASE WHEN ${task('deadline')} < ${endsAt} THEN TRUE ELSE FALSE END`,
        updatedAt: now,
      })
      // Driven by the timed tasks, so only their works are read (by their task index).
      .where(
        `task_id IN (SELECT tasks.id FROM tasks WHERE tasks.timer_minutes > 0
          AND tasks.deleted_at IS NULL)`,
      )
      .andWhere('status = :draft', { draft: WorkStatus.Draft })
      .andWhere('started_at IS NOT NULL')
      .andWhere('withdrawn_at IS NULL')
      .andWhere(`${endsAt} <= :now`, { now });
    if (scope.studentId !== undefined) {
      update.andWhere('student_id = :studentId', { studentId: scope.studentId });
    }
    const result = await update.execute();
    return result.affected ?? 0;
  }
}
