import { Injectable, Logger } from '@nestjs/common';
import { DurableEventBus } from '../outbox/durable-event-bus';
import { Outbox } from '../outbox/outbox.service';

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

/**
 * Emitted by works, dispatch and comments after the change is saved. A change whose event
 * must not be lost records it in its own transaction and delivers it after the commit
 * (DurableEventBus); `works_created` is emitted plainly: a dispatch job that died is run
 * again and its listener acts once per work.
 */
@Injectable()
export class WorkEvents extends DurableEventBus<WorkEvent> {
  constructor(outbox: Outbox) {
    super(new Logger(WorkEvents.name), 'works', outbox);
  }
}
