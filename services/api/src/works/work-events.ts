import { Injectable, Logger } from '@nestjs/common';

/**
 * What happened to works, for modules that act on it (notifications) without the works,
 * dispatch and comments modules knowing them. Ids only: a listener loads what it needs.
 */
export type WorkEvent =
  /** A dispatch created (or found) these students' works of a task. */
  | { type: 'works_created'; taskId: number; dispatchJobId: number; studentIds: readonly number[] }
  | { type: 'work_submitted'; workId: number; resubmitted: boolean }
  /** The final check; `regraded` when a checked work was checked again. */
  | { type: 'work_checked'; workId: number; regraded: boolean }
  | { type: 'work_returned'; workId: number; note: string }
  | { type: 'comment_added'; workId: number; authorId: number; commentId: number };

type Handler = (event: WorkEvent) => Promise<void>;

/**
 * Emitted after the change is saved. Handlers run in order, awaited; a failing handler is
 * logged and never fails the request that saved the change.
 */
@Injectable()
export class WorkEvents {
  private readonly logger = new Logger(WorkEvents.name);
  private readonly handlers: Handler[] = [];

  subscribe(handler: Handler): void {
    this.handlers.push(handler);
  }

  async emit(event: WorkEvent): Promise<void> {
    for (const handler of this.handlers) {
      try {
        await handler(event);
      } catch (error) {
        this.logger.error({ err: error, event: event.type }, 'A work event handler failed');
      }
    }
  }
}
