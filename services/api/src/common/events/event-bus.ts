import type { Logger } from '@nestjs/common';

/**
 * What happened in one module, for modules that act on it without that module knowing
 * them. Emitted after the change is saved; handlers run in order, awaited; a failing
 * handler is logged and never fails the request that saved the change.
 */
export abstract class EventBus<E extends { type: string }> {
  private readonly handlers: ((event: E) => Promise<void>)[] = [];

  protected constructor(private readonly logger: Logger) {}

  subscribe(handler: (event: E) => Promise<void>): void {
    this.handlers.push(handler);
  }

  async emit(event: E): Promise<void> {
    for (const handler of this.handlers) {
      try {
        await handler(event);
      } catch (error) {
        this.logger.error({ err: error, event: event.type }, 'An event handler failed');
      }
    }
  }
}
