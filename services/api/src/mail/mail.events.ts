import { Injectable, Logger } from '@nestjs/common';
import { DurableEventBus } from '../outbox/durable-event-bus';
import { Outbox } from '../outbox/outbox.service';

/**
 * What happened to an account that its owner gets a mail about, emitted by the module
 * where it happened (account, marketplace, subscriptions) after it is saved; the
 * notifications module turns each into a notification and its mail, once per event.
 */
export type MailEvent =
  | { type: 'password_changed'; userId: number; at: number }
  /** A purchase's payment succeeded: the buyer's receipt and the author's sale. */
  | { type: 'purchase_paid'; purchaseId: number; paymentId: number; amountRub: number }
  /** A subscription charge's payment succeeded: the teacher's receipt. */
  | { type: 'subscription_paid'; chargeId: number; paymentId: number; amountRub: number };

/** Global with the mail module, so any module may emit without importing notifications. */
@Injectable()
export class MailEvents extends DurableEventBus<MailEvent> {
  constructor(outbox: Outbox) {
    super(new Logger(MailEvents.name), 'mail', outbox);
  }
}
