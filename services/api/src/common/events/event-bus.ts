import type { Logger } from '@nestjs/common';

/**
 * A handler of one bus's events. `key` names one delivery of a saved event (an outbox
 * row): a handler that makes something keys it, so a second delivery makes nothing.
 */
export type EventHandler<E> = (event: E, key?: string) => Promise<void>;

/**
 * What happened in one module, for modules that act on it without that module knowing
 * them. Emitted after the change is saved; handlers run in order, awaited; a failing
 * handler is logged and never fails the request that saved the change.
 */
export abstract class EventBus<E extends { type: string }> {
  private readonly handlers: EventHandler<E>[] = [];

  protected constructor(private readonly logger: Logger) {}

  subscribe(handler: EventHandler<E>): void {
    this.handlers.push(handler);
  }

  /** Runs every handler; answers whether all of them succeeded. */
  async emit(event: E, key?: string): Promise<boolean> {
    let succeeded = true;
    for (const handler of this.handlers) {
      try {
        await handler(event, key);
      } catch (error) {
        succeeded = false;
        this.logger.error({ err: error, event: event.type }, 'An event handler failed');
      }
    }
    return succeeded;
  }
}
