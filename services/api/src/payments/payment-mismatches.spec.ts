import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ROLE_TEACHER, type PaymentMismatch } from '@tutor/contracts';
import { DataSource } from 'typeorm';
import { api } from '../testing/test-app';
import { openBrowser, signedInBrowser, uniqueEmail, type TestBrowser } from '../testing/browser';
import { Payment } from './payment.entity';
import { PAYMENTS_RECONCILE_AFTER_MS, PaymentsReconciler } from './payments-reconciler.service';
import { PaymentsService } from './payments.service';
import { TestPayment } from './test-provider/test-payment.entity';
import {
  anOrder,
  clockAhead,
  createPaymentsTestApp,
  listening,
  recordOutcomes,
  settled,
  sweepEveryDue,
  type RecordedOutcome,
} from './testing/payments-fixtures';
import { YooKassaStandIn } from './testing/yookassa-stand-in';

const NOTIFICATIONS = '/api/payments/yookassa/notifications';
const YOOKASSA_IP = '185.71.76.5';
const MISMATCHES = '/api/payments/mismatches';
const PARALLEL = 20;

/** The operator's list, found by our payment id. */
async function listed(operator: TestBrowser, paymentId: number): Promise<PaymentMismatch[]> {
  const res = await operator.get(MISMATCHES).expect(200);
  return (res.body as PaymentMismatch[]).filter((row) => row.payment_id === paymentId);
}

async function operatorOf(app: NestExpressApplication, email: string): Promise<TestBrowser> {
  const { browser } = await signedInBrowser(app, { role: ROLE_TEACHER, email });
  return browser;
}

describe('payments reported succeeded but not as ordered, on the operator’s list', () => {
  describe('from YooKassa', () => {
    let standIn: YooKassaStandIn;
    let app: NestExpressApplication;
    let notificationsUrl: string;
    let outcomes: RecordedOutcome[];
    let operator: TestBrowser;
    const operatorEmail = uniqueEmail('operator');

    beforeAll(async () => {
      standIn = await YooKassaStandIn.start();
      app = await createPaymentsTestApp({
        ...standIn.env(),
        TRUST_PROXY: 'loopback',
        OPERATOR_EMAILS: operatorEmail,
      });
      notificationsUrl = `${await listening(app)}${NOTIFICATIONS}`;
      operator = await operatorOf(app, operatorEmail);
    });

    const outcomesOf = (paymentId: number) =>
      outcomes.filter((outcome) => outcome.payment.id === paymentId);

    beforeEach(() => {
      outcomes = recordOutcomes(app);
      jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    });

    afterEach(() => {
      jest.restoreAllMocks();
    });

    afterAll(async () => {
      await app.close();
      await standIn.close();
    });

    /** A payment YooKassa then reports succeeded, changed as `report` says. */
    async function reported(
      report: (payment: ReturnType<YooKassaStandIn['payment']>) => void,
    ): Promise<{ id: number; providerId: string; buyerEmail: string }> {
      const order = await anOrder(app);
      const { paymentId } = await app.get(PaymentsService).start(order);
      const row = await app
        .get(DataSource)
        .getRepository(Payment)
        .findOneByOrFail({ id: paymentId });
      const providerId = row.providerPaymentId ?? '';
      standIn.setStatus(providerId, 'succeeded');
      report(standIn.payment(providerId));
      const body = standIn.notification('payment.succeeded', providerId);
      await standIn.notify(notificationsUrl, body, YOOKASSA_IP);
      await settled(app);
      return { id: paymentId, providerId, buyerEmail: order.buyerEmail };
    }

    it.each([
      ['another amount', { value: '1.00', currency: 'RUB' }, true, '1.00', 'RUB'],
      ['another currency', { value: '490.00', currency: 'USD' }, true, '490.00', 'USD'],
      ['not paid', { value: '490.00', currency: 'RUB' }, false, '490.00', 'RUB'],
    ])(
      'lists a payment with %s, with the provider’s id and what was expected, and ends its attempt unpaid',
      async (_name, amount, paid, reportedAmount, reportedCurrency) => {
        const { id, providerId, buyerEmail } = await reported((payment) => {
          payment.amount = amount;
          payment.paid = paid;
        });
        expect(outcomesOf(id)).toEqual([
          {
            kind: 'canceled',
            order: { type: 'test_order', id: expect.any(Number) as number },
            payment: expect.objectContaining({
              id,
              status: 'mismatched',
              savedMethod: null,
            }) as never,
          },
        ]);
        const [row, ...more] = await listed(operator, id);
        expect(more).toEqual([]);
        expect(row).toEqual({
          id: expect.any(Number) as number,
          payment_id: id,
          provider: 'yookassa',
          provider_payment_id: providerId,
          order_type: 'test_order',
          order_id: expect.any(Number) as number,
          buyer_email: buyerEmail,
          expected_amount_rub: 490,
          reported_status: 'succeeded',
          reported_amount: reportedAmount,
          reported_currency: reportedCurrency,
          reported_paid: paid,
          first_seen_at: expect.any(Number) as number,
          last_seen_at: row?.first_seen_at,
          times: 1,
        });
        const stored = await app.get(DataSource).getRepository(Payment).findOneByOrFail({ id });
        expect(stored).toMatchObject({
          status: 'mismatched',
          appliedAt: expect.any(Number) as number,
        });
      },
    );

    it('ends the attempt once under 20 notifications and reconciles at once, with one row', async () => {
      const order = await anOrder(app);
      const { paymentId: id } = await app.get(PaymentsService).start(order);
      const { providerPaymentId } = await app
        .get(DataSource)
        .getRepository(Payment)
        .findOneByOrFail({ id });
      const providerId = providerPaymentId ?? '';
      standIn.setStatus(providerId, 'succeeded');
      standIn.payment(providerId).amount = { value: '1.00', currency: 'RUB' };
      const body = standIn.notification('payment.succeeded', providerId);
      clockAhead(app, PAYMENTS_RECONCILE_AFTER_MS + 1000);
      await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) =>
          i % 2 === 0
            ? standIn.notify(notificationsUrl, body, YOOKASSA_IP)
            : app.get(PaymentsReconciler).sweepOnce(),
        ),
      );
      await settled(app);
      expect(outcomesOf(id).map((outcome) => outcome.kind)).toEqual(['canceled']);
      const [row, ...more] = await listed(operator, id);
      expect(more).toEqual([]);
      expect(row?.times).toBeGreaterThanOrEqual(1);
    });

    it('keeps the payment on the list, and grants nothing, once its attempt is over', async () => {
      const { id, providerId } = await reported((payment) => {
        payment.amount = { value: '1.00', currency: 'RUB' };
      });
      const asked = standIn.requestsTo(`GET /v3/payments/${providerId}`).length;
      standIn.payment(providerId).amount = { value: '490.00', currency: 'RUB' };
      await standIn.notify(
        notificationsUrl,
        standIn.notification('payment.succeeded', providerId),
        YOOKASSA_IP,
      );
      await settled(app);
      clockAhead(app, 10 * 60_000);
      await sweepEveryDue(app);
      expect(standIn.requestsTo(`GET /v3/payments/${providerId}`)).toHaveLength(asked);
      expect(outcomesOf(id).map((outcome) => outcome.kind)).toEqual(['canceled']);
      expect(await listed(operator, id)).toMatchObject([{ reported_amount: '1.00', times: 1 }]);
    });

    it('shows the list to operators only', async () => {
      await (await openBrowser(app)).get(MISMATCHES).expect(401);
      const { browser: teacher } = await signedInBrowser(app, { role: ROLE_TEACHER });
      await teacher.get(MISMATCHES).expect(403);
    });
  });

  describe('from the built-in test provider', () => {
    let app: NestExpressApplication;
    let operator: TestBrowser;
    const operatorEmail = uniqueEmail('operator');

    beforeAll(async () => {
      app = await createPaymentsTestApp({ OPERATOR_EMAILS: operatorEmail });
      operator = await operatorOf(app, operatorEmail);
    });

    afterEach(() => {
      jest.restoreAllMocks();
    });

    afterAll(async () => {
      await app.close();
    });

    it('lists a test payment paid with another amount than ours', async () => {
      jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      const recorded = recordOutcomes(app);
      const { paymentId, confirmationUrl } = await app
        .get(PaymentsService)
        .start(await anOrder(app));
      const page = new URL(confirmationUrl).pathname;
      const testId = page.split('/').at(-1) ?? '';
      const testPayments = app.get(DataSource).getRepository(TestPayment);
      await testPayments.update({ id: testId }, { amountRub: 49 });
      const { formToken } = await testPayments.findOneByOrFail({ id: testId });
      await api(app).post(`${page}/pay`).type('form').send({ token: formToken }).expect(303);
      expect(recorded.map((outcome) => [outcome.kind, outcome.payment.id])).toEqual([
        ['canceled', paymentId],
      ]);
      expect(await listed(operator, paymentId)).toMatchObject([
        {
          provider: 'test',
          provider_payment_id: testId,
          expected_amount_rub: 490,
          reported_amount: '49.00',
          reported_currency: 'RUB',
          reported_paid: true,
          times: 1,
        },
      ]);
    });
  });
});
