import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { PaymentReturn, PaymentReturnState } from '@tutor/contracts';
import { RecordAccess } from '../access/record-access.service';
import type { User } from '../users/user.entity';
import type { PaymentView } from './payment-outcomes';
import { paymentView } from './payment-settlement.service';
import { PaymentStatus } from './payment.entity';
import { PaymentReturnItems } from './payment-return-items.service';
import { PaymentsService } from './payments.service';
import './payment.ownership';

/** How long one read of a payment not yet settled waits for the provider's word. */
export const RETURN_BUDGET_MS = 2000;

/** The state the return page shows for a payment as stored. */
export function returnState(
  payment: Pick<PaymentView, 'status' | 'appliedAt'>,
): PaymentReturnState {
  switch (payment.status) {
    case PaymentStatus.Succeeded:
      // paid, and its outcome handed over (the purchase granted, the month added)
      return payment.appliedAt === null ? 'waiting' : 'paid';
    case PaymentStatus.Canceled:
    case PaymentStatus.Failed:
      return 'canceled';
    case PaymentStatus.Mismatched:
      return 'failed';
    case PaymentStatus.Creating:
    case PaymentStatus.Pending:
    case PaymentStatus.WaitingForCapture:
      return 'waiting';
  }
}

/**
 * The payer's read of a payment, for the page they come back to from the provider. It
 * only reads: a payment not settled yet is asked about through the one settlement path
 * (what the provider answers is what counts, as for a notification), waited for at most
 * RETURN_BUDGET_MS, and one ask at a time per payment however often the page polls.
 */
@Injectable()
export class PaymentReturns implements OnModuleDestroy {
  private readonly logger = new Logger(PaymentReturns.name);
  private readonly inFlight = new Map<number, Promise<void>>();

  constructor(
    private readonly access: RecordAccess,
    private readonly payments: PaymentsService,
    private readonly items: PaymentReturnItems,
  ) {}

  async view(payer: User, paymentId: number): Promise<PaymentReturn> {
    let payment = paymentView(await this.access.require(payer.id, 'payment', paymentId));
    if (payment.appliedAt === null) {
      await this.within(paymentId, RETURN_BUDGET_MS);
      payment = await this.payments.get(paymentId);
    }
    const order = await this.items.describe(payment.order.type, payment.order.id);
    return {
      id: payment.id,
      state: returnState(payment),
      amount_rub: payment.amountRub,
      ...order,
    };
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.allSettled([...this.inFlight.values()]);
  }

  /** Asks the provider (or joins the ask running), waited for at most `budgetMs`. */
  private async within(paymentId: number, budgetMs: number): Promise<void> {
    let running = this.inFlight.get(paymentId);
    if (running === undefined) {
      running = this.payments
        .refresh(paymentId)
        .then(() => undefined)
        .catch((error: unknown) => {
          this.logger.warn({ err: error, paymentId }, 'Could not ask about a payment');
        })
        .finally(() => this.inFlight.delete(paymentId));
      this.inFlight.set(paymentId, running);
    }
    let timer: NodeJS.Timeout | undefined;
    const budget = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, budgetMs);
    });
    timer?.unref();
    await Promise.race([running, budget]);
    clearTimeout(timer);
  }
}
