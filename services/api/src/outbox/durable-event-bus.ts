import type { Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EventBus } from '../common/events/event-bus';
import type { OutboxEvent } from './outbox-event.entity';
import type { Outbox, OutboxBus } from './outbox.service';

/**
 * An EventBus whose events are not lost with the instance: a change records its event in
 * its own transaction and delivers it after the commit; what an instance killed in
 * between left undelivered, OutboxSweep delivers. Delivery is at least once: handlers
 * key what they make by the `key` they are given (`outbox:<id>:<created_at>`: the time
 * keeps it unique when a migration's rollback has restarted the ids).
 */
export abstract class DurableEventBus<E extends { type: string }>
  extends EventBus<E>
  implements OutboxBus
{
  protected constructor(
    logger: Logger,
    readonly bus: string,
    private readonly outbox: Outbox,
  ) {
    super(logger);
    outbox.register(this);
  }

  /** Saves the event in the change's transaction; `deliver` it after the commit. */
  record(manager: EntityManager, event: E, key: string | null = null): Promise<OutboxEvent> {
    return this.outbox.save(manager, this.bus, event, key);
  }

  /**
   * Delivers the event saved under `key` after its commit, or emits `event` when none was
   * saved (a change made before its bus kept events).
   */
  async deliverKeyed(key: string, event: E): Promise<void> {
    const record = await this.outbox.byKey(key);
    if (record === null) await this.emit(event);
    else await this.deliver([record]);
  }

  /**
   * Runs the listeners of saved events, in order, and marks each delivered; one whose
   * listener failed (the database busy, say) stays for the sweep to try again.
   */
  async deliver(records: readonly OutboxEvent[]): Promise<void> {
    for (const record of records) {
      if (record.deliveredAt !== null) continue;
      const succeeded = await this.emit(
        record.event as E,
        `outbox:${record.id}:${record.createdAt}`,
      );
      await (succeeded ? this.outbox.delivered(record) : this.outbox.failed(record));
    }
  }
}
