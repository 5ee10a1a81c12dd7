import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { AppConfig } from '../../config/app-config';
import { isUniqueViolation } from '../../database/unique-violation';
import {
  PaymentProvider,
  type CreatePaymentRequest,
  type CreateRefundRequest,
  type CreatedPayment,
  type CreatedRefund,
  type ProviderPayment,
} from '../payment-provider';
import { PaymentsErrorCode, PaymentsException } from '../payments.exception';
import { TestPayment } from './test-payment.entity';

/** A test payment nobody paid or canceled is canceled after this long, as YooKassa does. */
export const TEST_PAYMENT_LIFETIME_MS = 60 * 60 * 1000;

/** 32 random hex digits: a test payment's id and its form token. */
export const TEST_PAYMENT_ID = /^[0-9a-f]{32}$/;

const randomHex = (): string => randomBytes(16).toString('hex');

/** What the buyer chose on the test payment page. */
export type TestPaymentDecision = 'succeeded' | 'canceled';

/**
 * The built-in provider used when YooKassa is not configured: it keeps its payments in
 * `test_payments` and its confirmation URL is the API's own page (GET /payments/test/:id),
 * where the buyer presses Pay or Cancel. Nothing is charged. Like YooKassa, the same
 * idempotence key answers the same payment or refund.
 */
@Injectable()
export class TestPaymentProvider extends PaymentProvider {
  readonly name = 'test' as const;

  constructor(
    @InjectRepository(TestPayment) private readonly rows: Repository<TestPayment>,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    super();
  }

  /** Whether it takes the payments (no YooKassa credentials); else its page is gone. */
  get isActive(): boolean {
    return this.config.yookassa.credentials === undefined;
  }

  async createPayment(request: CreatePaymentRequest): Promise<CreatedPayment> {
    const known = await this.rows.findOneBy({ idempotenceKey: request.idempotenceKey });
    if (known !== null) return this.created(known);
    const now = this.clock.now();
    const payment = this.rows.create({
      id: randomHex(),
      idempotenceKey: request.idempotenceKey,
      amountRub: request.amountRub,
      description: request.description,
      returnUrl: request.returnUrl,
      formToken: randomHex(),
      status: 'pending',
      refundKey: null,
      refundId: null,
      createdAt: now,
      updatedAt: now,
    });
    try {
      await this.rows.insert(payment);
    } catch (error) {
      if (!isUniqueViolation(error, 'idempotence_key')) throw error;
      // a concurrent request with the same key made it
      return this.created(
        await this.rows.findOneByOrFail({ idempotenceKey: payment.idempotenceKey }),
      );
    }
    return this.created(payment);
  }

  async getPayment(providerPaymentId: string): Promise<ProviderPayment> {
    const payment = await this.require(providerPaymentId);
    if (payment.status === 'pending') {
      const now = this.clock.now();
      if (payment.createdAt <= now - TEST_PAYMENT_LIFETIME_MS) {
        await this.decide(payment.id, 'canceled');
        return this.getPayment(providerPaymentId);
      }
    }
    return {
      status: payment.status,
      amountRub: payment.amountRub,
      paid: payment.status === 'succeeded',
    };
  }

  async createRefund(request: CreateRefundRequest): Promise<CreatedRefund> {
    const payment = await this.require(request.providerPaymentId);
    if (payment.refundKey === request.idempotenceKey && payment.refundId !== null) {
      return { refundId: payment.refundId, status: 'succeeded' };
    }
    if (
      payment.status !== 'succeeded' ||
      payment.refundKey !== null ||
      request.amountRub !== payment.amountRub
    ) {
      throw new PaymentsException(PaymentsErrorCode.ProviderError, 'test refund not possible');
    }
    const refundId = randomHex();
    const result = await this.rows
      .createQueryBuilder()
      .update(TestPayment)
      .set({ refundKey: request.idempotenceKey, refundId, updatedAt: this.clock.now() })
      .where('id = :id AND refund_key IS NULL', { id: payment.id })
      .execute();
    if (result.affected === 1) return { refundId, status: 'succeeded' };
    return this.createRefund(request); // a concurrent refund won: answer its result
  }

  /** The test payment of the page, or null. */
  find(id: string): Promise<TestPayment | null> {
    return TEST_PAYMENT_ID.test(id) ? this.rows.findOneBy({ id }) : Promise.resolve(null);
  }

  /** The buyer's choice on the page; a payment no longer pending stays as it is. */
  async decide(id: string, decision: TestPaymentDecision): Promise<void> {
    await this.rows
      .createQueryBuilder()
      .update(TestPayment)
      .set({ status: decision, updatedAt: this.clock.now() })
      .where('id = :id AND status = :pending', { id, pending: 'pending' })
      .execute();
  }

  private async require(id: string): Promise<TestPayment> {
    const payment = await this.find(id);
    if (payment === null) {
      throw new PaymentsException(PaymentsErrorCode.ProviderError, 'no such test payment');
    }
    return payment;
  }

  private created(payment: TestPayment): CreatedPayment {
    return {
      providerPaymentId: payment.id,
      status: payment.status,
      confirmationUrl: `${this.config.appUrl}/payments/test/${payment.id}`,
    };
  }
}
