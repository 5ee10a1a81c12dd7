import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { PaymentMismatch as PaymentMismatchAnswer } from '@tutor/contracts';
import type { Repository } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { isUniqueViolation } from '../database/unique-violation';
import { PaymentMismatch } from './payment-mismatch.entity';
import type { ProviderPayment } from './payment-provider';
import type { Payment } from './payment.entity';

/** The operator's list shows the latest this many. */
const LISTED = 200;

/**
 * Payments the provider reported succeeded but not as ordered: kept per payment (the
 * first and last time, how often it was reported before its attempt ended, the last
 * report) for the operator's list.
 */
@Injectable()
export class PaymentMismatches {
  constructor(
    @InjectRepository(PaymentMismatch) private readonly rows: Repository<PaymentMismatch>,
    private readonly clock: Clock,
  ) {}

  /** Notes the provider's answer about the payment (a new row or the payment's row again). */
  async record(payment: Payment, answer: ProviderPayment): Promise<void> {
    const now = this.clock.now();
    const reported = {
      reportedStatus: answer.status,
      reportedAmount: answer.amountRub.toFixed(2),
      reportedCurrency: answer.currency,
      reportedPaid: answer.paid,
      lastSeenAt: now,
    };
    if (await this.seenAgain(payment.id, reported)) return;
    try {
      await this.rows.insert({
        paymentId: payment.id,
        provider: payment.provider,
        providerPaymentId: payment.providerPaymentId ?? '',
        expectedAmountRub: payment.amountRub,
        ...reported,
        firstSeenAt: now,
        times: 1,
      });
    } catch (error) {
      // another instance asked about it at the same moment
      if (!isUniqueViolation(error, 'payment_id')) throw error;
      await this.seenAgain(payment.id, reported);
    }
  }

  /**
   * The latest mismatches, the last seen first, with the payment's order and buyer. Each
   * stays listed: its attempt ended without granting anything (PaymentStatus.Mismatched),
   * and whatever it took is for the operator to look at and give back.
   */
  async list(): Promise<PaymentMismatchAnswer[]> {
    const rows = await this.rows
      .createQueryBuilder('mismatch')
      .innerJoinAndSelect('mismatch.payment', 'payment')
      .leftJoinAndSelect('payment.buyer', 'buyer')
      .orderBy('mismatch.lastSeenAt', 'DESC')
      .addOrderBy('mismatch.id', 'DESC')
      .limit(LISTED)
      .getMany();
    return rows.map((row) => answerOf(row));
  }

  private async seenAgain(paymentId: number, reported: Partial<PaymentMismatch>): Promise<boolean> {
    const updated = await this.rows
      .createQueryBuilder()
      .update(PaymentMismatch)
      .set({ ...reported, times: () => 'times + 1' })
      .where('payment_id = :paymentId', { paymentId })
      .execute();
    return updated.affected === 1;
  }
}

function answerOf(row: PaymentMismatch): PaymentMismatchAnswer {
  return {
    id: row.id,
    payment_id: row.paymentId,
    provider: row.provider,
    provider_payment_id: row.providerPaymentId,
    order_type: row.payment?.orderType ?? '',
    order_id: row.payment?.orderId ?? 0,
    buyer_email: row.payment?.buyer?.email ?? null,
    expected_amount_rub: row.expectedAmountRub,
    reported_status: row.reportedStatus,
    reported_amount: row.reportedAmount,
    reported_currency: row.reportedCurrency,
    reported_paid: row.reportedPaid,
    first_seen_at: row.firstSeenAt,
    last_seen_at: row.lastSeenAt,
    times: row.times,
  };
}
