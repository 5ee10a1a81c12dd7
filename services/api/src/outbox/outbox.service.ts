import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, IsNull, LessThan, type DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { OutboxEvent } from './outbox-event.entity';

/** Deliveries of one event before it is given up (about 1.5 minutes of sweeps). */
export const OUTBOX_MAX_ATTEMPTS = 10;

/** What delivers a bus's saved events: the bus itself (DurableEventBus). */
export interface OutboxBus {
  readonly bus: string;
  deliver(records: readonly OutboxEvent[]): Promise<void>;
}

/** The saved events of every DurableEventBus: saving, marking delivered, finding pending. */
@Injectable()
export class Outbox {
  private readonly buses = new Map<string, OutboxBus>();
  private readonly logger = new Logger(Outbox.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  register(bus: OutboxBus): void {
    this.buses.set(bus.bus, bus);
  }

  /**
   * Saves the event in the change's transaction; with a key already saved, nothing new is
   * saved and the earlier record is answered (its delivery may be due still).
   */
  async save(
    manager: EntityManager,
    bus: string,
    event: { type: string },
    key: string | null = null,
  ): Promise<OutboxEvent> {
    const rows = manager.getRepository(OutboxEvent);
    const values = { bus, key, event, attempts: 0, createdAt: this.clock.now(), deliveredAt: null };
    if (key === null) return rows.save(values);
    await rows
      .createQueryBuilder()
      .insert()
      .values(values)
      .orIgnore()
      .updateEntity(false)
      .execute();
    return rows.findOneByOrFail({ key });
  }

  byKey(key: string): Promise<OutboxEvent | null> {
    return this.dataSource.getRepository(OutboxEvent).findOneBy({ key });
  }

  async delivered(record: OutboxEvent): Promise<void> {
    await this.dataSource
      .getRepository(OutboxEvent)
      .update({ id: record.id, deliveredAt: IsNull() }, { deliveredAt: this.clock.now() });
  }

  /**
   * A delivery whose listener failed: tried again by the sweep, up to OUTBOX_MAX_ATTEMPTS
   * times in all; then given up (marked delivered, logged), so it never holds the others.
   */
  async failed(record: OutboxEvent): Promise<void> {
    const rows = this.dataSource.getRepository(OutboxEvent);
    const attempts = record.attempts + 1;
    const givenUp = attempts >= OUTBOX_MAX_ATTEMPTS;
    await rows.update(
      { id: record.id, deliveredAt: IsNull() },
      { attempts, ...(givenUp ? { deliveredAt: this.clock.now() } : {}) },
    );
    record.attempts = attempts;
    if (givenUp) {
      this.logger.error({ outboxId: record.id, event: record.event.type }, 'Event given up');
    }
  }

  /** Delivers up to `limit` events saved before `before` and not delivered, oldest first. */
  async deliverPending(before: number, limit: number): Promise<number> {
    // only the buses this process delivers: another's events (a newer version's, during
    // a rolling deploy) must not fill every batch and starve its own
    const buses = [...this.buses.keys()];
    if (buses.length === 0) return 0;
    const pending = await this.dataSource.getRepository(OutboxEvent).find({
      where: { bus: In(buses), deliveredAt: IsNull(), createdAt: LessThan(before) },
      order: { id: 'ASC' },
      take: limit,
    });
    for (const record of pending) await this.buses.get(record.bus)?.deliver([record]);
    return pending.length;
  }
}
