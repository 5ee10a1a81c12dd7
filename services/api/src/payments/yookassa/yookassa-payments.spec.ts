import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { ValidationErrorBody } from '@tutor/contracts';
import { DataSource } from 'typeorm';
import { toHttpAnswer } from '../../common/errors/http-answer';
import { BAD_VALUES, describeValue } from '../../testing/bad-input';
import { api } from '../../testing/test-app';
import { PaymentEvent } from '../payment-event.entity';
import { PaymentOutcomes } from '../payment-outcomes';
import { Payment } from '../payment.entity';
import { PaymentsErrorCode, PaymentsException } from '../payments.errors';
import { PaymentsService, type PaymentOrder } from '../payments.service';
import { TestPayment } from '../test-provider/test-payment.entity';
import {
  anOrder,
  clockAhead,
  createPaymentsTestApp,
  listening,
  recordOutcomes,
  settled,
  sweepEveryDue,
  type RecordedOutcome,
} from '../testing/payments-fixtures';
import { YooKassaStandIn } from '../testing/yookassa-stand-in';

const NOTIFICATIONS = '/api/payments/yookassa/notifications';
/** Inside YooKassa's published ranges. */
const YOOKASSA_IP = '185.71.76.5';

describe('payments through YooKassa', () => {
  let standIn: YooKassaStandIn;
  let app: NestExpressApplication;
  let notificationsUrl: string;
  let payments: PaymentsService;
  let outcomes: RecordedOutcome[];

  beforeAll(async () => {
    standIn = await YooKassaStandIn.start();
    // behind a proxy on loopback, as in production: the sender is its X-Forwarded-For
    app = await createPaymentsTestApp({ ...standIn.env(), TRUST_PROXY: 'loopback' });
    notificationsUrl = `${await listening(app)}${NOTIFICATIONS}`;
    payments = app.get(PaymentsService);
  });

  beforeEach(() => {
    outcomes = recordOutcomes(app);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    standIn.failAll(false);
    jest.restoreAllMocks();
  });

  afterAll(async () => {
    await app.close();
    await standIn.close();
  });

  const rowOf = (paymentId: number): Promise<Payment> =>
    app.get(DataSource).getRepository(Payment).findOneByOrFail({ id: paymentId });

  /** A started payment: ours and the stand-in's id. */
  async function started(order?: PaymentOrder): Promise<{ id: number; providerId: string }> {
    const { paymentId } = await payments.start(order ?? (await anOrder(app)));
    const row = await rowOf(paymentId);
    return { id: paymentId, providerId: row.providerPaymentId ?? '' };
  }

  const outcomesOf = (paymentId: number): RecordedOutcome[] =>
    outcomes.filter((outcome) => outcome.payment.id === paymentId);

  const notify = (body: unknown, from = YOOKASSA_IP): Promise<number> =>
    standIn.notify(notificationsUrl, body, from);

  describe('start()', () => {
    it('creates the payment at YooKassa and answers its page', async () => {
      const order = await anOrder(app);
      const { paymentId, confirmationUrl } = await payments.start(order);
      const row = await rowOf(paymentId);
      const made = standIn.payment(row.providerPaymentId ?? '');
      expect(confirmationUrl).toBe(made.confirmation?.confirmation_url);
      expect(row).toMatchObject({
        orderType: 'test_order',
        orderId: order.id,
        provider: 'yookassa',
        amountRub: 490,
        status: 'pending',
        buyerId: order.buyerId,
        appliedAt: null,
      });
      expect(made.metadata).toEqual({
        payment_id: String(paymentId),
        order_type: 'test_order',
        order_id: String(order.id),
      });
      const post = standIn.requestsTo('POST /v3/payments').at(-1);
      expect(post?.idempotenceKey).toBe(row.idempotenceKey);
      expect(post?.authorization).toBe(
        `Basic ${Buffer.from(`${standIn.shopId}:${standIn.secretKey}`).toString('base64')}`,
      );
    });

    it('makes a new attempt, with a new key, on every call', async () => {
      const order = await anOrder(app);
      const first = await started(order);
      const second = await started(order);
      expect(first.providerId).not.toBe(second.providerId);
      const [a, b] = await Promise.all([rowOf(first.id), rowOf(second.id)]);
      expect(a.idempotenceKey).not.toBe(b.idempotenceKey);
    });

    it('cuts a long description to YooKassa’s 128 characters', async () => {
      const { providerId } = await started(await anOrder(app, { description: 'Я'.repeat(300) }));
      const description = standIn.payment(providerId).description as string;
      expect([...description]).toHaveLength(128);
      expect(description.endsWith('…')).toBe(true);
    });

    it('retries a lost answer with the same key and keeps one payment', async () => {
      const before = standIn.allPayments().length;
      standIn.failNext(1);
      const { id, providerId } = await started();
      const keys = standIn.requestsTo('POST /v3/payments').slice(-2);
      expect(keys.map((post) => post.idempotenceKey)).toEqual([
        (await rowOf(id)).idempotenceKey,
        (await rowOf(id)).idempotenceKey,
      ]);
      expect(standIn.allPayments()).toHaveLength(before + 1);
      expect(standIn.payment(providerId).status).toBe('pending');
    });

    it('answers 503 with a translated text when YooKassa is down, and charges nothing', async () => {
      standIn.failAll();
      const order = await anOrder(app);
      const failure = await payments.start(order).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(PaymentsException);
      expect((failure as PaymentsException).code).toBe(PaymentsErrorCode.ProviderUnavailable);
      const answer = toHttpAnswer(failure, 'ru');
      expect(answer.status).toBe(503);
      expect(answer.body.message).toBe(
        'Платёжный сервис сейчас недоступен. Попробуйте ещё раз через несколько минут.',
      );
      expect(toHttpAnswer(failure, 'en').body.message).toBe(
        'The payment service is unavailable right now. Please try again in a few minutes.',
      );
      const rows = await app
        .get(DataSource)
        .getRepository(Payment)
        .findBy({ orderType: 'test_order', orderId: order.id });
      expect(rows.map((row) => [row.status, row.providerPaymentId])).toEqual([['failed', null]]);
    });
  });

  describe('POST /api/payments/yookassa/notifications', () => {
    it('grants nothing for a forged “succeeded” while YooKassa says pending', async () => {
      const { id, providerId } = await started();
      const gets = standIn.requestsTo(`GET /v3/payments/${providerId}`).length;
      const forged = standIn.notification('payment.succeeded', providerId, 'succeeded');
      expect(await notify(forged)).toBe(200);
      await settled(app);
      expect(standIn.requestsTo(`GET /v3/payments/${providerId}`)).toHaveLength(gets + 1);
      expect(outcomesOf(id)).toEqual([]);
      expect(await rowOf(id)).toMatchObject({ status: 'pending', appliedAt: null });
    });

    it('stores every notification as it came, with its sender', async () => {
      const { providerId } = await started();
      const body = standIn.notification('payment.waiting_for_capture', providerId);
      expect(await notify(body, '2a02:5180::42')).toBe(200);
      const events = await app
        .get(DataSource)
        .getRepository(PaymentEvent)
        .findBy({ providerPaymentId: providerId });
      expect(events).toEqual([
        expect.objectContaining({
          provider: 'yookassa',
          event: 'payment.waiting_for_capture',
          remoteAddress: '2a02:5180::42',
        }),
      ]);
      expect(JSON.parse(events[0]?.body ?? '')).toEqual(body);
      await settled(app);
    });

    it('grants a succeeded payment once, however often and at once it is notified', async () => {
      const order = await anOrder(app);
      const { id, providerId } = await started(order);
      standIn.setStatus(providerId, 'succeeded');
      const body = standIn.notification('payment.succeeded', providerId);
      expect(await notify(body)).toBe(200);
      await settled(app);
      const again = await Promise.all([notify(body), notify(body), notify(body)]);
      expect(again).toEqual([200, 200, 200]);
      await settled(app);
      expect(outcomesOf(id)).toEqual([
        {
          kind: 'succeeded',
          order: { type: 'test_order', id: order.id },
          payment: expect.objectContaining({ id, status: 'succeeded', amountRub: 490 }) as never,
        },
      ]);
      expect(await rowOf(id)).toMatchObject({
        status: 'succeeded',
        appliedAt: expect.any(Number) as number,
      });
    });

    it('hands a canceled payment over as canceled, once', async () => {
      const { id, providerId } = await started();
      standIn.setStatus(providerId, 'canceled');
      const body = standIn.notification('payment.canceled', providerId);
      await Promise.all([notify(body), notify(body)]);
      await settled(app);
      expect(outcomesOf(id).map((outcome) => outcome.kind)).toEqual(['canceled']);
    });

    it('does not grant a payment YooKassa reports for another amount: its attempt ends', async () => {
      const { id, providerId } = await started();
      standIn.setStatus(providerId, 'succeeded');
      standIn.payment(providerId).amount = { value: '1.00', currency: 'RUB' };
      jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      await notify(standIn.notification('payment.succeeded', providerId));
      await settled(app);
      expect(outcomesOf(id).map((outcome) => outcome.kind)).toEqual(['canceled']);
      expect(await rowOf(id)).toMatchObject({
        status: 'mismatched',
        appliedAt: expect.any(Number) as number,
      });
    });

    it.each([
      ['an address outside the list', '8.8.8.8'],
      ['the proxy itself (no forwarded address)', undefined],
      ['an IPv6 address outside the list', '2a02:5181::1'],
      ['an IPv4-mapped address outside the list', '::ffff:185.71.76.32'],
    ])('refuses a notification from %s with 403', async (_name, from) => {
      const { id, providerId } = await started();
      standIn.setStatus(providerId, 'succeeded');
      const gets = standIn.requestsTo(`GET /v3/payments/${providerId}`).length;
      const res = await api(app)
        .post(NOTIFICATIONS)
        .set(from === undefined ? {} : { 'X-Forwarded-For': from })
        .send(standIn.notification('payment.succeeded', providerId));
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'This action is unauthorized.' });
      await settled(app);
      expect(standIn.requestsTo(`GET /v3/payments/${providerId}`)).toHaveLength(gets);
      expect(outcomesOf(id)).toEqual([]);
      const events = app.get(DataSource).getRepository(PaymentEvent);
      expect(await events.countBy({ providerPaymentId: providerId })).toBe(0);
    });

    it('accepts an IPv4-mapped address inside the list', async () => {
      const { providerId } = await started();
      expect(
        await notify(standIn.notification('payment.canceled', providerId), '::ffff:185.71.77.9'),
      ).toBe(200);
      await settled(app);
    });

    it('stores a refund notification without asking about anything', async () => {
      const res = await api(app)
        .post(NOTIFICATIONS)
        .set('X-Forwarded-For', YOOKASSA_IP)
        .send({
          type: 'notification',
          event: 'refund.succeeded',
          object: { id: 'refund-1', payment_id: 'payment-1', status: 'succeeded' },
        });
      expect(res.status).toBe(200);
      const events = app.get(DataSource).getRepository(PaymentEvent);
      expect(await events.findOneBy({ providerPaymentId: 'payment-1' })).toMatchObject({
        event: 'refund.succeeded',
      });
    });

    it.each([
      [{}, ['type', 'event', 'object']],
      [{ type: 'notification', event: 'payment.succeeded' }, ['object']],
      [{ type: 'webhook', event: 'payment.succeeded', object: { id: 'a' } }, ['type']],
      [{ type: 'notification', event: 'Payment Succeeded', object: { id: 'a' } }, ['event']],
      [{ type: 'notification', event: 'payment.succeeded', object: {} }, ['object.id']],
      [{ type: 'notification', event: 'payment.succeeded', object: { id: '../x' } }, ['object.id']],
      [{ type: 'notification', event: 'payment.succeeded', object: 'x' }, ['object']],
    ])('answers %j with 422 and the fields', async (body, fields) => {
      const res = await api(app).post(NOTIFICATIONS).set('X-Forwarded-For', YOOKASSA_IP).send(body);
      expect(res.status).toBe(422);
      expect(Object.keys((res.body as ValidationErrorBody).errors).sort()).toEqual(
        [...fields].sort(),
      );
    });

    it.each(BAD_VALUES.map((value) => [describeValue(value), value]))(
      'answers any field = %s without a server error',
      async (_label, value) => {
        for (const body of [
          value,
          { type: value, event: 'payment.succeeded', object: { id: 'x' } },
          { type: 'notification', event: value, object: { id: 'x' } },
          { type: 'notification', event: 'payment.succeeded', object: value },
          { type: 'notification', event: 'payment.succeeded', object: { id: value } },
        ]) {
          const res = await api(app)
            .post(NOTIFICATIONS)
            .set({ 'X-Forwarded-For': YOOKASSA_IP, 'Content-Type': 'application/json' })
            .send(JSON.stringify(body));
          expect([200, 400, 413, 422]).toContain(res.status);
        }
        await settled(app);
      },
    );
  });

  describe('refresh() when the buyer is back', () => {
    it('asks YooKassa and applies its answer once', async () => {
      const { id, providerId } = await started();
      expect((await payments.refresh(id)).status).toBe('pending');
      standIn.setStatus(providerId, 'succeeded');
      const views = await Promise.all([
        payments.refresh(id),
        payments.refresh(id),
        payments.refresh(id),
      ]);
      expect(views.map((view) => view.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
      expect(outcomesOf(id)).toHaveLength(1);
      const gets = standIn.requestsTo(`GET /v3/payments/${providerId}`).length;
      await payments.refresh(id);
      expect(standIn.requestsTo(`GET /v3/payments/${providerId}`)).toHaveLength(gets);
    });

    it('offers an outcome that failed again, and applies it when it succeeds', async () => {
      const { id, providerId } = await started();
      standIn.setStatus(providerId, 'succeeded');
      const target = app.get(PaymentOutcomes, { strict: false });
      jest.mocked(target.succeeded).mockRejectedValueOnce(new Error('the shop is busy'));
      await expect(payments.refresh(id)).rejects.toThrow('the shop is busy');
      expect(await rowOf(id)).toMatchObject({ status: 'pending', appliedAt: null });
      expect((await payments.refresh(id)).status).toBe('succeeded');
      expect(outcomesOf(id)).toHaveLength(1);
    });
  });

  describe('on two instances of the API', () => {
    let other: NestExpressApplication;

    beforeAll(async () => {
      other = await createPaymentsTestApp({ ...standIn.env(), TRUST_PROXY: 'loopback' });
    });

    afterAll(async () => {
      await other.close();
    });

    it('hands an outcome over once, whichever instances ask at the same time', async () => {
      const { id, providerId } = await started();
      standIn.setStatus(providerId, 'succeeded');
      const otherOutcomes = recordOutcomes(other);
      const otherPayments = other.get(PaymentsService);
      await Promise.all([
        payments.refresh(id),
        otherPayments.refresh(id),
        payments.refresh(id),
        otherPayments.refresh(id),
      ]);
      const handed = [...outcomesOf(id), ...otherOutcomes.filter((o) => o.payment.id === id)];
      expect(handed.map((outcome) => outcome.kind)).toEqual(['succeeded']);
    });
  });

  describe('the reconcile job', () => {
    it('applies a payment that succeeded without a notification, once it is a minute old', async () => {
      const { id, providerId } = await started();
      standIn.setStatus(providerId, 'succeeded');
      await sweepEveryDue(app);
      expect(outcomesOf(id)).toEqual([]);
      clockAhead(app, 61_000);
      await sweepEveryDue(app);
      expect(outcomesOf(id).map((outcome) => outcome.kind)).toEqual(['succeeded']);
      await sweepEveryDue(app);
      expect(outcomesOf(id)).toHaveLength(1);
    });
  });

  it('hides the test provider’s page while YooKassa takes the payments', async () => {
    const testPayments = app.get(DataSource).getRepository(TestPayment);
    const id = 'ab'.repeat(16);
    await testPayments.insert({
      id,
      idempotenceKey: `left-over-${id}`,
      amountRub: 10,
      description: 'made before YooKassa was configured',
      returnUrl: 'http://localhost:3000/',
      formToken: 'cd'.repeat(16),
      status: 'pending',
      refundKey: null,
      refundId: null,
      createdAt: Date.now(),
      updatedAt: Date.now(),
    });
    await api(app).get(`/payments/test/${id}`).expect(404);
    await api(app)
      .post(`/payments/test/${id}/pay`)
      .type('form')
      .send({ token: 'cd'.repeat(16) })
      .expect(404);
    expect(await testPayments.findOneByOrFail({ id })).toMatchObject({ status: 'pending' });
  });

  describe('refund()', () => {
    it('sends POST /refunds once, with the payment’s refund key', async () => {
      const { id, providerId } = await started();
      standIn.setStatus(providerId, 'succeeded');
      await payments.refresh(id);
      const refunded = await payments.refund(id);
      expect(refunded.refundedAt).toEqual(expect.any(Number));
      const posts = standIn
        .requestsTo('POST /v3/refunds')
        .filter((post) => (post.body as { payment_id: string }).payment_id === providerId);
      expect(posts).toHaveLength(1);
      expect(posts[0]?.idempotenceKey).toBe(`refund-${(await rowOf(id)).idempotenceKey}`);
      expect(posts[0]?.body).toEqual({
        payment_id: providerId,
        amount: { value: '490.00', currency: 'RUB' },
      });
      expect(refunded.refundId).toEqual(expect.any(String));
      const sent = standIn.requestsTo('POST /v3/refunds').length;
      expect((await payments.refund(id)).refundId).toBe(refunded.refundId);
      expect(standIn.requestsTo('POST /v3/refunds')).toHaveLength(sent);
    });

    it('refuses a payment that has not succeeded (409)', async () => {
      const { id } = await started();
      const failure = await payments.refund(id).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(PaymentsException);
      expect(toHttpAnswer(failure, 'en')).toMatchObject({
        status: 409,
        body: { message: 'This payment cannot be refunded.' },
      });
    });
  });
});
