import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, type Repository } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import type { PaymentView } from './payment-outcomes';
import {
  PaymentProvider,
  type CreatePaymentRequest,
  type CreatedPayment,
} from './payment-provider';
import { PaymentSettlement, paymentView } from './payment-settlement.service';
import { Payment, PaymentStatus } from './payment.entity';
import { PaymentsErrorCode, PaymentsException } from './payments.errors';

/** What PaymentsService.start() is asked to take payment for. */
export interface PaymentOrder {
  /** The kind of order, e.g. 'purchase' (lowercase letters, digits, _; at most 32). */
  type: string;
  /** The order's id in its module. */
  id: number;
  buyerId: number;
  /** Where the fiscal receipt goes. */
  buyerEmail: string;
  /** Whole rubles, at least 1. */
  amountRub: number;
  /** What the buyer pays for; cut to the provider's 128 characters. */
  description: string;
  /**
   * Where the buyer comes back after paying or giving up (http or https); RETURN_PAYMENT_ID
   * in it becomes the payment's id (the return page reads the payment by it).
   */
  returnUrl: string;
  /** Ask the provider to save the method the buyer pays with (see chargeSaved). */
  savePaymentMethod?: boolean;
}

export interface StartedPayment {
  paymentId: number;
  /** Send the buyer here to pay. */
  confirmationUrl: string;
}

/** Put in an order's returnUrl, it is replaced by the id of the payment made for it. */
export const RETURN_PAYMENT_ID = '{payment_id}';

/** YooKassa's limit for a payment's and a receipt item's description. */
const DESCRIPTION_MAX = 128;
const AMOUNT_MAX_RUB = 100_000_000;
const URL_MAX = 2048;
const EMAIL_MAX = 254;

function shortened(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const chars = [...clean];
  return chars.length <= DESCRIPTION_MAX
    ? clean
    : `${chars.slice(0, DESCRIPTION_MAX - 1).join('')}…`;
}

/** The calling module's mistakes, not the buyer's: they fail loudly. */
function checkOrder(order: PaymentOrder): void {
  const problems = [
    /^[a-z][a-z0-9_]{0,31}$/.test(order.type) ? undefined : 'type',
    Number.isSafeInteger(order.id) && order.id > 0 ? undefined : 'id',
    Number.isSafeInteger(order.buyerId) && order.buyerId > 0 ? undefined : 'buyerId',
    /^[^\s@]+@[^\s@]+$/.test(order.buyerEmail) && order.buyerEmail.length <= EMAIL_MAX
      ? undefined
      : 'buyerEmail',
    Number.isSafeInteger(order.amountRub) &&
    order.amountRub >= 1 &&
    order.amountRub <= AMOUNT_MAX_RUB
      ? undefined
      : 'amountRub',
    order.description.trim() !== '' ? undefined : 'description',
    /^https?:\/\/[^\s]+$/.test(order.returnUrl) && order.returnUrl.length <= URL_MAX
      ? undefined
      : 'returnUrl',
  ].filter((problem) => problem !== undefined);
  if (problems.length > 0) throw new Error(`Payment order with bad ${problems.join(', ')}`);
}

/**
 * Money in, for any module's orders. start() makes a purchase attempt (a new one, with a
 * new idempotence key, every call) and answers where the buyer pays; the outcome reaches
 * PaymentOutcomes once, from a notification, the buyer's return (refresh) or the
 * reconcile job, whichever asks the provider first.
 */
@Injectable()
export class PaymentsService {
  constructor(
    @InjectRepository(Payment) private readonly rows: Repository<Payment>,
    private readonly provider: PaymentProvider,
    private readonly settlement: PaymentSettlement,
    private readonly clock: Clock,
  ) {}

  /**
   * Creates the payment at the provider. Throws PaymentsException (503 unavailable, 502
   * refused) when it could not: then nothing can be charged and no outcome follows.
   */
  async start(order: PaymentOrder): Promise<StartedPayment> {
    const { id, created } = await this.create(order, undefined);
    if (created.confirmationUrl === null) {
      throw new PaymentsException(PaymentsErrorCode.ProviderError, `payment ${id}: no page`);
    }
    return { paymentId: id, confirmationUrl: created.confirmationUrl };
  }

  /**
   * Charges a method the provider saved with an earlier payment of the buyer (no page, no
   * buyer): the payment as it is once the provider answered, its outcome applied if it
   * ended at once (else a notification or the reconcile job applies it). Throws
   * PaymentsException like start() when the provider could not be asked.
   */
  async chargeSaved(order: PaymentOrder, paymentMethodId: string): Promise<PaymentView> {
    const { id } = await this.create(order, paymentMethodId);
    return paymentView(await this.rows.findOneByOrFail({ id }));
  }

  /**
   * start() of one attempt under the caller's key, so that repeated starts of it (two tabs,
   * a double click, a retry) make one payment: the row is made once (a concurrent start
   * finds it) and the provider asked with the key until an answer is stored. null once the
   * attempt is over (canceled, paid, failed): the caller starts another with a new key. A
   * failure is not given up here: a retry asks again with the same key (the reconcile job
   * gives up an attempt still `creating` minutes later). Throws PaymentsException like
   * start().
   */
  async startAttempt(order: PaymentOrder, idempotenceKey: string): Promise<StartedPayment | null> {
    checkOrder(order);
    const now = this.clock.now();
    await this.rows
      .createQueryBuilder()
      .insert()
      .into(Payment)
      .values(this.newRow(order, idempotenceKey, now))
      .orIgnore()
      .execute();
    const row = await this.rows.findOneByOrFail({ idempotenceKey });
    if (row.status === PaymentStatus.Creating) {
      const request = await this.keepRequest(row.id, this.creation(order, row.id, idempotenceKey));
      await this.store(row.id, await this.provider.createPayment(request));
    }
    const stored = await this.rows.findOneByOrFail({ id: row.id });
    const live =
      stored.appliedAt === null &&
      (stored.status === PaymentStatus.Pending ||
        stored.status === PaymentStatus.WaitingForCapture);
    if (!live || stored.confirmationUrl === null) return null;
    return { paymentId: row.id, confirmationUrl: stored.confirmationUrl };
  }

  private newRow(order: PaymentOrder, idempotenceKey: string, now: number): Partial<Payment> {
    return {
      orderType: order.type,
      orderId: order.id,
      provider: this.provider.name,
      providerPaymentId: null,
      idempotenceKey,
      amountRub: order.amountRub,
      status: PaymentStatus.Creating,
      confirmationUrl: null,
      buyerId: order.buyerId,
      createdAt: now,
      updatedAt: now,
      checkedAt: now,
      appliedAt: null,
      refundedAt: null,
      refundId: null,
      savedMethodId: null,
      savedMethodTitle: null,
    };
  }

  private creation(order: PaymentOrder, id: number, idempotenceKey: string): CreatePaymentRequest {
    const description = shortened(order.description);
    return {
      idempotenceKey,
      amountRub: order.amountRub,
      description,
      returnUrl: order.returnUrl.replaceAll(RETURN_PAYMENT_ID, String(id)),
      receipt: { email: order.buyerEmail, itemDescription: description },
      metadata: { payment_id: String(id), order_type: order.type, order_id: String(order.id) },
    };
  }

  /** The provider's answer to a creation, onto a row still `creating` (else left as is). */
  private async store(id: number, created: CreatedPayment): Promise<boolean> {
    const stored = await this.rows
      .createQueryBuilder()
      .update(Payment)
      .set({
        providerPaymentId: created.providerPaymentId,
        confirmationUrl: created.confirmationUrl,
        status: created.status,
        updatedAt: this.clock.now(),
      })
      .where('id = :id AND status = :creating', { id, creating: PaymentStatus.Creating })
      .execute();
    return stored.affected === 1;
  }

  /**
   * Keeps the creation on the payment before the provider is asked (the first kept stays:
   * concurrent starts of one attempt send the same request); the request as kept.
   */
  private async keepRequest(
    id: number,
    request: CreatePaymentRequest,
  ): Promise<CreatePaymentRequest> {
    await this.rows
      .createQueryBuilder()
      .update(Payment)
      .set({ creationRequest: request })
      .where('id = :id AND creation_request IS NULL', { id })
      .execute();
    return (await this.rows.findOneByOrFail({ id })).creationRequest ?? request;
  }

  /**
   * A payment still `creating` whose instance died while asking the provider: asked again
   * with the kept request, under the same key, so the provider answers with the payment it
   * made then (a saved method charged once) or makes it now; the answer stored and, if
   * final, settled. Throws when the provider could not be asked: the reconcile job asks
   * again later.
   */
  async resumeCreation(payment: Payment): Promise<void> {
    const provider = this.settlement.providerOf(payment);
    if (payment.creationRequest === null || provider === undefined) {
      throw new PaymentsException(
        PaymentsErrorCode.ProviderUnavailable,
        `payment ${payment.id}: cannot be asked again`,
      );
    }
    const created = await provider.createPayment(payment.creationRequest);
    if (!(await this.store(payment.id, created))) return;
    if (created.status === 'succeeded' || created.status === 'canceled') {
      await this.settlement.settle(await this.rows.findOneByOrFail({ id: payment.id }));
    }
  }

  private async create(
    order: PaymentOrder,
    paymentMethodId: string | undefined,
  ): Promise<{ id: number; created: CreatedPayment }> {
    checkOrder(order);
    const now = this.clock.now();
    const idempotenceKey = randomUUID();
    const inserted = await this.rows.insert(this.newRow(order, idempotenceKey, now));
    const id = Number((inserted.identifiers[0] as { id: number | string }).id);
    const request = await this.keepRequest(id, {
      ...this.creation(order, id, idempotenceKey),
      ...(paymentMethodId === undefined
        ? { savePaymentMethod: order.savePaymentMethod === true }
        : { paymentMethodId }),
    });
    let created: CreatedPayment;
    try {
      created = await this.provider.createPayment(request);
    } catch (error) {
      await this.giveUp(id);
      throw error;
    }
    if (!(await this.store(id, created))) {
      // the reconcile job gave the attempt up meanwhile (it took minutes)
      throw new PaymentsException(PaymentsErrorCode.ProviderUnavailable, `payment ${id} given up`);
    }
    if (created.status === 'succeeded' || created.status === 'canceled') {
      await this.settlement.settle(await this.rows.findOneByOrFail({ id }));
    }
    return { id, created };
  }

  /**
   * Whether the provider may hold a payment of this order: any payment of it not given
   * up (failed ones never reached it, or were never answered within the key's lifetime).
   */
  mayHaveCharged(type: string, id: number): Promise<boolean> {
    return this.rows.existsBy({ orderType: type, orderId: id, status: Not(PaymentStatus.Failed) });
  }

  /** The payment as stored. */
  async get(paymentId: number): Promise<PaymentView> {
    return paymentView(await this.require(paymentId));
  }

  /**
   * Asks the provider now (the buyer is back at the return URL) and applies the answer;
   * the payment as it is then. A settled payment is answered without asking.
   */
  async refresh(paymentId: number): Promise<PaymentView> {
    return paymentView(await this.settlement.settle(await this.require(paymentId)));
  }

  /**
   * Refunds a succeeded payment in full, once: the refund's idempotence key is the
   * payment's own, so a repeated call (here or on another instance) makes no second one.
   */
  async refund(paymentId: number): Promise<PaymentView> {
    const payment = await this.require(paymentId);
    if (payment.refundedAt !== null) return paymentView(payment);
    if (
      payment.status !== PaymentStatus.Succeeded ||
      payment.appliedAt === null ||
      payment.providerPaymentId === null
    ) {
      throw new PaymentsException(PaymentsErrorCode.NotRefundable, `payment ${paymentId}`);
    }
    const provider = this.settlement.providerOf(payment);
    if (provider === undefined) {
      throw new PaymentsException(PaymentsErrorCode.ProviderUnavailable, payment.provider);
    }
    const refund = await provider.createRefund({
      idempotenceKey: `refund-${payment.idempotenceKey}`,
      providerPaymentId: payment.providerPaymentId,
      amountRub: payment.amountRub,
    });
    if (refund.status === 'canceled') {
      throw new PaymentsException(PaymentsErrorCode.RefundDeclined, `payment ${paymentId}`);
    }
    const now = this.clock.now();
    await this.rows
      .createQueryBuilder()
      .update(Payment)
      .set({ refundedAt: now, refundId: refund.refundId, updatedAt: now })
      .where('id = :id AND refunded_at IS NULL', { id: paymentId })
      .execute();
    return paymentView(await this.rows.findOneByOrFail({ id: paymentId }));
  }

  /** An attempt the provider did not take: nothing to charge, nothing to apply. */
  private async giveUp(id: number): Promise<void> {
    const now = this.clock.now();
    await this.rows.update(
      { id, status: PaymentStatus.Creating },
      { status: PaymentStatus.Failed, appliedAt: now, updatedAt: now },
    );
  }

  private async require(paymentId: number): Promise<Payment> {
    const payment = await this.rows.findOneBy({ id: paymentId });
    if (payment === null) {
      throw new PaymentsException(PaymentsErrorCode.NotFound, `payment ${paymentId}`);
    }
    return payment;
  }
}
