import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { CreatePaymentRequest } from '../payment-provider';
import { PaymentsErrorCode, PaymentsException } from '../payments.errors';
import { YooKassaStandIn } from '../testing/yookassa-stand-in';
import { YooKassaPaymentProvider, type YooKassaClientOptions } from './yookassa-payment.provider';

const request = (extra: Partial<CreatePaymentRequest> = {}): CreatePaymentRequest => ({
  idempotenceKey: randomUUID(),
  amountRub: 490,
  description: 'Lesson: fractions',
  returnUrl: 'https://tutor.example/marketplace/purchases',
  receipt: { email: 'buyer@example.com', itemDescription: 'Lesson: fractions' },
  metadata: { payment_id: '7', order_type: 'purchase', order_id: '42' },
  ...extra,
});

const codeOf = async (promise: Promise<unknown>): Promise<PaymentsErrorCode | undefined> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PaymentsException) return error.code;
    throw error;
  }
  return undefined;
};

describe('the YooKassa adapter (API v3)', () => {
  let standIn: YooKassaStandIn;
  let yookassa: YooKassaPaymentProvider;
  const adapter = (options: Partial<YooKassaClientOptions> = {}): YooKassaPaymentProvider =>
    new YooKassaPaymentProvider({
      shopId: standIn.shopId,
      secretKey: standIn.secretKey,
      apiUrl: standIn.apiUrl,
      backoffMs: 5,
      timeoutMs: 1000,
      ...options,
    });

  beforeEach(async () => {
    standIn = await YooKassaStandIn.start();
    yookassa = adapter();
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    await standIn.close();
  });

  it('creates a payment with Basic auth, the Idempotence-Key and the receipt', async () => {
    const sent = request();
    const created = await yookassa.createPayment(sent);
    expect(created).toEqual({
      providerPaymentId: expect.any(String) as string,
      status: 'pending',
      confirmationUrl: standIn.payment(created.providerPaymentId).confirmation?.confirmation_url,
    });
    const [post] = standIn.requestsTo('POST /v3/payments');
    expect(post?.authorization).toBe(
      `Basic ${Buffer.from('123456:test_secret-key').toString('base64')}`,
    );
    expect(post?.idempotenceKey).toBe(sent.idempotenceKey);
    expect(post?.body).toEqual({
      amount: { value: '490.00', currency: 'RUB' },
      capture: true,
      confirmation: { type: 'redirect', return_url: sent.returnUrl },
      description: 'Lesson: fractions',
      metadata: { payment_id: '7', order_type: 'purchase', order_id: '42' },
      receipt: {
        customer: { email: 'buyer@example.com' },
        items: [
          {
            description: 'Lesson: fractions',
            quantity: '1.00',
            amount: { value: '490.00', currency: 'RUB' },
            vat_code: 1,
            payment_mode: 'full_payment',
            payment_subject: 'service',
          },
        ],
      },
    });
  });

  it('retries after a 500 with the same Idempotence-Key, and makes one payment', async () => {
    standIn.failNext(1); // the payment is made, its answer lost
    const sent = request();
    const created = await yookassa.createPayment(sent);
    const posts = standIn.requestsTo('POST /v3/payments');
    expect(posts.map((post) => post.idempotenceKey)).toEqual([
      sent.idempotenceKey,
      sent.idempotenceKey,
    ]);
    expect(standIn.allPayments().map((payment) => payment.id)).toEqual([created.providerPaymentId]);
  });

  it('retries a request that hangs past its timeout with the same key', async () => {
    yookassa = adapter({ timeoutMs: 200 });
    standIn.hangNext(1);
    const sent = request();
    const created = await yookassa.createPayment(sent);
    const keys = standIn.requestsTo('POST /v3/payments').map((post) => post.idempotenceKey);
    expect(keys).toEqual([sent.idempotenceKey, sent.idempotenceKey]);
    expect(standIn.allPayments()).toHaveLength(1);
    expect(standIn.allPayments()[0]?.id).toBe(created.providerPaymentId);
  });

  it('gives a new purchase attempt a new payment', async () => {
    const first = await yookassa.createPayment(request());
    const second = await yookassa.createPayment(request());
    expect(first.providerPaymentId).not.toBe(second.providerPaymentId);
    expect(standIn.allPayments()).toHaveLength(2);
  });

  it('gives up after a bounded number of tries: provider unavailable', async () => {
    standIn.failAll();
    expect(await codeOf(yookassa.createPayment(request()))).toBe(
      PaymentsErrorCode.ProviderUnavailable,
    );
    expect(standIn.requestsTo('POST /v3/payments')).toHaveLength(3);
  });

  it('does not retry what YooKassa refused (4xx): provider error', async () => {
    yookassa = adapter({ secretKey: 'wrong' });
    expect(await codeOf(yookassa.createPayment(request()))).toBe(PaymentsErrorCode.ProviderError);
    expect(standIn.requestsTo('POST /v3/payments')).toHaveLength(1);
  });

  it('is unavailable when nothing listens', async () => {
    yookassa = adapter({ apiUrl: 'http://127.0.0.1:1/v3', attempts: 2 });
    expect(await codeOf(yookassa.getPayment(randomUUID()))).toBe(
      PaymentsErrorCode.ProviderUnavailable,
    );
  });

  it('reads a payment with GET /payments/{id}', async () => {
    const { providerPaymentId } = await yookassa.createPayment(request());
    expect(await yookassa.getPayment(providerPaymentId)).toEqual({
      status: 'pending',
      amountRub: 490,
      currency: 'RUB',
      paid: false,
    });
    standIn.setStatus(providerPaymentId, 'succeeded');
    expect(await yookassa.getPayment(providerPaymentId)).toEqual({
      status: 'succeeded',
      amountRub: 490,
      currency: 'RUB',
      paid: true,
      paymentMethod: { id: expect.any(String) as string, saved: false, title: 'Bank card *4444' },
    });
    const gets = standIn.requestsTo(`GET /v3/payments/${providerPaymentId}`);
    expect(gets).toHaveLength(2);
    expect(gets[0]?.authorization).toMatch(/^Basic /);
  });

  it('asks to save the method with save_payment_method and reads it back saved', async () => {
    const { providerPaymentId } = await yookassa.createPayment(
      request({ savePaymentMethod: true }),
    );
    const [post] = standIn.requestsTo('POST /v3/payments');
    expect(post?.body).toMatchObject({
      save_payment_method: true,
      confirmation: { type: 'redirect' },
    });
    standIn.setStatus(providerPaymentId, 'succeeded');
    const paid = await yookassa.getPayment(providerPaymentId);
    expect(paid.paymentMethod).toEqual({
      id: standIn.payment(providerPaymentId).payment_method?.id,
      saved: true,
      title: 'Bank card *4444',
    });
  });

  it('charges a saved method with payment_method_id and no confirmation', async () => {
    const first = await yookassa.createPayment(request({ savePaymentMethod: true }));
    standIn.setStatus(first.providerPaymentId, 'succeeded');
    const methodId = (await yookassa.getPayment(first.providerPaymentId)).paymentMethod?.id ?? '';
    const sent = request({ paymentMethodId: methodId, savePaymentMethod: true });
    const charged = await yookassa.createPayment(sent);
    expect(charged).toEqual({
      providerPaymentId: expect.any(String) as string,
      status: 'succeeded',
      confirmationUrl: null,
    });
    const body = standIn.requestsTo('POST /v3/payments')[1]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ payment_method_id: methodId, capture: true });
    expect(body).not.toHaveProperty('confirmation');
    expect(body).not.toHaveProperty('save_payment_method');
    expect(standIn.requestsTo('POST /v3/payments')[1]?.idempotenceKey).toBe(sent.idempotenceKey);
  });

  it('reads a declined charge of a saved method as canceled', async () => {
    const first = await yookassa.createPayment(request({ savePaymentMethod: true }));
    standIn.setStatus(first.providerPaymentId, 'succeeded');
    const methodId = (await yookassa.getPayment(first.providerPaymentId)).paymentMethod?.id ?? '';
    standIn.declineMethod(methodId);
    const charged = await yookassa.createPayment(request({ paymentMethodId: methodId }));
    expect(await yookassa.getPayment(charged.providerPaymentId)).toMatchObject({
      status: 'canceled',
      paid: false,
    });
  });

  it('refunds with POST /refunds, the payment id, the amount and its own key', async () => {
    const { providerPaymentId } = await yookassa.createPayment(request());
    standIn.setStatus(providerPaymentId, 'succeeded');
    standIn.failNext(1);
    const refund = await yookassa.createRefund({
      idempotenceKey: 'refund-key-1',
      providerPaymentId,
      amountRub: 490,
    });
    expect(refund).toEqual({ refundId: expect.any(String) as string, status: 'succeeded' });
    const posts = standIn.requestsTo('POST /v3/refunds');
    expect(posts.map((post) => post.idempotenceKey)).toEqual(['refund-key-1', 'refund-key-1']);
    expect(posts[0]?.body).toEqual({
      payment_id: providerPaymentId,
      amount: { value: '490.00', currency: 'RUB' },
    });
  });
});
