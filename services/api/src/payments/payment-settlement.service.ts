import { Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { Transactions } from '../database/transactions.service';
import { PaymentMismatches } from './payment-mismatches.service';
import { PaymentOutcomeRoutes } from './payment-outcome-routes.service';
import { PaymentOutcomes, type PaymentView } from './payment-outcomes';
import {
  PaymentProvider,
  type PaymentProviderName,
  type ProviderPayment,
} from './payment-provider';
import { Payment, PaymentStatus } from './payment.entity';
import { TestPaymentProvider } from './test-provider/test-payment.provider';

/** A payment row as the module shows it to others. */
export function paymentView(payment: Payment): PaymentView {
  return {
    id: payment.id,
    order: { type: payment.orderType, id: payment.orderId },
    buyerId: payment.buyerId,
    provider: payment.provider,
    providerPaymentId: payment.providerPaymentId,
    amountRub: payment.amountRub,
    status: payment.status,
    confirmationUrl: payment.confirmationUrl,
    createdAt: payment.createdAt,
    appliedAt: payment.appliedAt,
    refundedAt: payment.refundedAt,
    refundId: payment.refundId,
    savedMethod:
      payment.savedMethodId === null
        ? null
        : { id: payment.savedMethodId, title: payment.savedMethodTitle ?? '' },
  };
}

type FinalStatus =
  typeof PaymentStatus.Succeeded | typeof PaymentStatus.Canceled | typeof PaymentStatus.Mismatched;

/**
 * Brings a payment up to what its provider says, and hands a final status to
 * PaymentOutcomes exactly once: one conditional UPDATE (`applied_at IS NULL`) claims the
 * payment in the transaction that calls the outcome, so of two instances (or a
 * notification racing the reconcile job) only one gets past it, and an outcome that
 * throws leaves the payment unclaimed for the next try. Only the provider's own answer to
 * GET counts: whatever a notification claims is a hint to ask.
 */
@Injectable()
export class PaymentSettlement {
  private readonly logger = new Logger(PaymentSettlement.name);
  private outcomes: PaymentOutcomes | undefined;

  constructor(
    @InjectRepository(Payment) private readonly rows: Repository<Payment>,
    private readonly provider: PaymentProvider,
    private readonly testProvider: TestPaymentProvider,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    private readonly moduleRef: ModuleRef,
    private readonly routes: PaymentOutcomeRoutes,
    private readonly mismatches: PaymentMismatches,
  ) {}

  /**
   * The provider that holds the payment: the configured one, or the test provider for a
   * test payment made before YooKassa was configured. undefined for a YooKassa payment
   * when YooKassa is no longer configured.
   */
  providerOf(payment: Pick<Payment, 'provider'>): PaymentProvider | undefined {
    if (payment.provider === this.provider.name) return this.provider;
    return payment.provider === 'test' ? this.testProvider : undefined;
  }

  /** Settles the payment the provider knows by this id, if it is one of ours. */
  async settleByProviderId(
    provider: PaymentProviderName,
    providerPaymentId: string,
  ): Promise<void> {
    const payment = await this.rows.findOneBy({ provider, providerPaymentId });
    if (payment === null) {
      this.logger.warn({ provider, providerPaymentId }, 'No payment has this provider id');
      return;
    }
    await this.settle(payment);
  }

  /** Asks the provider about an unsettled payment and applies its answer; the row then. */
  async settle(payment: Payment): Promise<Payment> {
    if (payment.appliedAt !== null || payment.providerPaymentId === null) return payment;
    const provider = this.providerOf(payment);
    if (provider === undefined) {
      this.logger.warn({ paymentId: payment.id }, `Payment of ${payment.provider}, not configured`);
      return payment;
    }
    await this.rows.update({ id: payment.id }, { checkedAt: this.clock.now() });
    const answer = await provider.getPayment(payment.providerPaymentId);
    return this.apply(payment, answer);
  }

  private async apply(payment: Payment, answer: ProviderPayment): Promise<Payment> {
    switch (answer.status) {
      case 'pending':
      case 'waiting_for_capture':
        if (answer.status !== payment.status) {
          await this.rows
            .createQueryBuilder()
            .update(Payment)
            .set({ status: answer.status, updatedAt: this.clock.now() })
            .where('id = :id AND applied_at IS NULL', { id: payment.id })
            .execute();
        }
        break;
      case 'succeeded':
        if (!answer.paid || answer.currency !== 'RUB' || answer.amountRub !== payment.amountRub) {
          this.logger.error(
            { paymentId: payment.id, answer, amountRub: payment.amountRub },
            'A succeeded payment that is not paid in full: the attempt ends, nothing granted',
          );
          // on the operator's list first: an instance stopped before the claim asks again
          await this.mismatches.record(payment, answer);
          await this.finish(payment, PaymentStatus.Mismatched, answer);
          break;
        }
        await this.finish(payment, PaymentStatus.Succeeded, answer);
        break;
      case 'canceled':
        await this.finish(payment, PaymentStatus.Canceled, answer);
        break;
    }
    return this.rows.findOneByOrFail({ id: payment.id });
  }

  private async finish(
    payment: Payment,
    status: FinalStatus,
    answer: ProviderPayment,
  ): Promise<void> {
    const outcomes = this.outcomesOf(payment);
    const method = answer.paymentMethod;
    const saved = status === PaymentStatus.Succeeded && method?.saved === true ? method : undefined;
    const savedFields = {
      savedMethodId: saved?.id ?? null,
      savedMethodTitle: saved === undefined ? null : saved.title.slice(0, 128),
    };
    const handed = await this.transactions.run(async (manager) => {
      const now = this.clock.now();
      const claim = await manager
        .createQueryBuilder()
        .update(Payment)
        .set({ status, appliedAt: now, updatedAt: now, ...savedFields })
        .where('id = :id AND applied_at IS NULL', { id: payment.id })
        .execute();
      if (claim.affected !== 1) return undefined;
      const view = paymentView({
        ...payment,
        ...savedFields,
        status,
        appliedAt: now,
        updatedAt: now,
      });
      if (status === PaymentStatus.Succeeded) await outcomes.succeeded(view.order, view, manager);
      else await outcomes.canceled(view.order, view, manager);
      return view;
    });
    if (handed === undefined) return;
    await outcomes.afterCommit(handed.order, handed).catch((error: unknown) => {
      this.logger.warn({ err: error, paymentId: payment.id }, 'Work after a settlement failed');
    });
  }

  /** The outcomes registered for the payment's order type, else the selling module's. */
  private outcomesOf(payment: Payment): PaymentOutcomes {
    return this.routes.find(payment.orderType) ?? this.paymentOutcomes(payment.id);
  }

  /**
   * The selling module's PaymentOutcomes, looked up when first needed rather than injected:
   * it may well depend on PaymentsService itself, and the app starts without one.
   */
  private paymentOutcomes(paymentId: number): PaymentOutcomes {
    if (this.outcomes !== undefined) return this.outcomes;
    let found: PaymentOutcomes;
    try {
      found = this.moduleRef.get(PaymentOutcomes, { strict: false });
    } catch (error) {
      throw new Error(`No module provides PaymentOutcomes: payment ${paymentId} waits`, {
        cause: error,
      });
    }
    this.outcomes = found;
    return found;
  }
}
