import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock.service';
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
import { PaymentsErrorCode, PaymentsException } from '../payments.errors';
import { TestPaymentMethod } from './test-payment-method.entity';
import { TestPayment } from './test-payment.entity';

/** How the test provider names the methods it saves (as YooKassa's `title`). */
export const TEST_METHOD_TITLE = 'Test card *4242';

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
    @InjectRepository(TestPaymentMethod) private readonly methods: Repository<TestPaymentMethod>,
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
    const charged = await this.chargedMethod(request.paymentMethodId);
    const now = this.clock.now();
    const payment = this.rows.create({
      id: randomHex(),
      idempotenceKey: request.idempotenceKey,
      amountRub: request.amountRub,
      description: request.description,
      returnUrl: request.returnUrl,
      formToken: randomHex(),
      // a saved method is charged at once: no page, no buyer
      status: charged === undefined ? 'pending' : charged.declining ? 'canceled' : 'succeeded',
      refundKey: null,
      refundId: null,
      saveMethod: charged === undefined && request.savePaymentMethod === true,
      methodId: charged?.id ?? null,
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
    const method =
      payment.methodId === null ? null : await this.methods.findOneBy({ id: payment.methodId });
    return {
      status: payment.status,
      amountRub: payment.amountRub,
      currency: 'RUB',
      paid: payment.status === 'succeeded',
      ...(method === null
        ? {}
        : { paymentMethod: { id: method.id, saved: true, title: method.title } }),
    };
  }

  /**
   * Tests: charges of a saved method are canceled from now on (a card without money), or
   * succeed again.
   */
  async declineMethod(methodId: string, declining = true): Promise<void> {
    await this.methods.update({ id: methodId }, { declining });
  }

  /** The saved method a request charges; undefined when it charges none. */
  private async chargedMethod(id: string | undefined): Promise<TestPaymentMethod | undefined> {
    if (id === undefined) return undefined;
    const method = TEST_PAYMENT_ID.test(id) ? await this.methods.findOneBy({ id }) : null;
    if (method === null) {
      throw new PaymentsException(PaymentsErrorCode.ProviderError, 'no such saved test method');
    }
    return method;
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

  /**
   * The buyer's choice on the page; a payment no longer pending stays as it is. Paid with
   * savePaymentMethod, the method is saved (its id answered with the payment from now on).
   */
  async decide(id: string, decision: TestPaymentDecision): Promise<void> {
    const now = this.clock.now();
    const payment = await this.rows.findOneBy({ id });
    const saving = decision === 'succeeded' && payment?.saveMethod === true;
    const method = saving
      ? this.methods.create({
          id: randomHex(),
          title: TEST_METHOD_TITLE,
          declining: false,
          createdAt: now,
        })
      : undefined;
    if (method !== undefined) await this.methods.insert(method);
    await this.rows
      .createQueryBuilder()
      .update(TestPayment)
      .set({
        status: decision,
        updatedAt: now,
        ...(method === undefined ? {} : { methodId: method.id }),
      })
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
      confirmationUrl:
        payment.methodId !== null && !payment.saveMethod && payment.status !== 'pending'
          ? null
          : `${this.config.appUrl}/payments/test/${payment.id}`,
    };
  }
}
