import type { NestExpressApplication } from '@nestjs/platform-express';
import type { ValidationErrorBody } from '@tutor/contracts';
import { DataSource } from 'typeorm';
import { BAD_VALUES, describeValue } from '../../testing/bad-input';
import { openBrowser } from '../../testing/browser';
import { api } from '../../testing/test-app';
import { Payment } from '../payment.entity';
import { PaymentsService, type PaymentOrder } from '../payments.service';
import {
  anOrder,
  clockAhead,
  createPaymentsTestApp,
  recordOutcomes,
  sweepEveryDue,
  type RecordedOutcome,
} from '../testing/payments-fixtures';
import { TestPayment } from './test-payment.entity';

const RETURN_URL = 'http://localhost:3000/marketplace/purchases?payment=back';

describe('the built-in test provider', () => {
  let app: NestExpressApplication;
  let payments: PaymentsService;
  let outcomes: RecordedOutcome[];

  beforeAll(async () => {
    app = await createPaymentsTestApp();
    payments = app.get(PaymentsService);
  });

  beforeEach(() => {
    outcomes = recordOutcomes(app);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  afterAll(async () => {
    await app.close();
  });

  interface Started {
    id: number;
    /** The page's path: /payments/test/<id>. */
    page: string;
    token: string;
  }

  async function started(extra: Partial<PaymentOrder> = {}): Promise<Started> {
    const order = await anOrder(app, { returnUrl: RETURN_URL, ...extra });
    const { paymentId, confirmationUrl } = await payments.start(order);
    const page = new URL(confirmationUrl).pathname;
    const testId = page.split('/').at(-1) ?? '';
    const row = await app
      .get(DataSource)
      .getRepository(TestPayment)
      .findOneByOrFail({ id: testId });
    return { id: paymentId, page, token: row.formToken };
  }

  const rowOf = (id: number): Promise<Payment> =>
    app.get(DataSource).getRepository(Payment).findOneByOrFail({ id });

  const outcomesOf = (id: number): RecordedOutcome['kind'][] =>
    outcomes.filter((outcome) => outcome.payment.id === id).map((outcome) => outcome.kind);

  /** The page's form, as a browser posts it (no XSRF header). */
  const press = (page: string, button: 'pay' | 'cancel', token: unknown) =>
    api(app)
      .post(`${page}/${button}`)
      .type('form')
      .send(typeof token === 'string' ? { token } : {});

  it('sends the buyer to the API’s own page, at an unguessable address', async () => {
    const order = await anOrder(app);
    const { confirmationUrl } = await payments.start(order);
    expect(confirmationUrl).toMatch(/^http:\/\/localhost:3000\/payments\/test\/[0-9a-f]{32}$/);
    const again = await payments.start(order);
    expect(again.confirmationUrl).not.toBe(confirmationUrl);
  });

  describe('GET /payments/test/:paymentId', () => {
    it('shows the amount, what it is for and the two buttons, marked as a test (en)', async () => {
      const { page, token } = await started({ amountRub: 1490 });
      const res = await api(app).get(page).set('Accept-Language', 'en').expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-security-policy']).toContain(
        "form-action 'self' http://localhost:3000",
      );
      expect(res.text).toContain('<title>Test payment — no money is charged</title>');
      expect(res.text).toContain('<h1>Test payment — no money is charged</h1>');
      expect(res.text).toContain('₽1,490');
      expect(res.text).toContain('Lesson: fractions, grade 5');
      expect(res.text).toContain(`<form method="post" action="${page}/pay">`);
      expect(res.text).toContain(`<form method="post" action="${page}/cancel">`);
      expect(res.text).toContain(`<input type="hidden" name="token" value="${token}">`);
      expect(res.text).toContain('>Pay</button>');
      expect(res.text).toContain('>Cancel</button>');
    });

    it('speaks Russian by default', async () => {
      const { page } = await started({ amountRub: 1490 });
      const res = await api(app).get(page).expect(200);
      expect(res.text).toContain('<html lang="ru">');
      expect(res.text).toContain('<h1>Тестовая оплата — деньги не списываются</h1>');
      expect(res.text).toContain('1\u00a0490\u00a0₽');
      expect(res.text).toContain('>Оплатить</button>');
      expect(res.text).toContain('>Отменить</button>');
    });

    it('escapes what it shows', async () => {
      const { page } = await started({ description: '<script>alert("x")</script> & \'co\'' });
      const res = await api(app).get(page).expect(200);
      expect(res.text).not.toContain('<script>');
      expect(res.text).toContain(
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;',
      );
    });

    it('answers 404 for a payment that does not exist', async () => {
      await api(app)
        .get(`/payments/test/${'0'.repeat(32)}`)
        .expect(404);
      for (const id of ['abc', '1', 'A'.repeat(32), `${'0'.repeat(31)}g`, '%00']) {
        await api(app).get(`/payments/test/${id}`).expect(404);
      }
    });
  });

  describe('its buttons', () => {
    it('Pay: pays, hands the outcome over once, and sends the buyer back', async () => {
      const { id, page, token } = await started();
      const res = await press(page, 'pay', token).expect(303);
      expect(res.headers.location).toBe(RETURN_URL);
      expect(outcomesOf(id)).toEqual(['succeeded']);
      expect(await rowOf(id)).toMatchObject({
        status: 'succeeded',
        appliedAt: expect.any(Number) as number,
      });
      await press(page, 'pay', token).expect(303);
      await press(page, 'cancel', token).expect(303);
      expect(outcomesOf(id)).toEqual(['succeeded']);
      expect((await payments.refresh(id)).status).toBe('succeeded');
      const after = await api(app).get(page).set('Accept-Language', 'en').expect(200);
      expect(after.text).toContain('The payment has been made.');
      expect(after.text).not.toContain('<form');
      expect(after.text).toContain(`<a href="${RETURN_URL.replace('&', '&amp;')}">`);
    });

    it('Cancel: cancels, hands the outcome over once, and sends the buyer back', async () => {
      const { id, page, token } = await started();
      const res = await press(page, 'cancel', token).expect(303);
      expect(res.headers.location).toBe(RETURN_URL);
      await press(page, 'pay', token).expect(303);
      expect(outcomesOf(id)).toEqual(['canceled']);
      expect((await rowOf(id)).status).toBe('canceled');
    });

    it('work for a signed-in browser too', async () => {
      const { id, page, token } = await started();
      const browser = await openBrowser(app);
      await browser.post(`${page}/pay`).type('form').send({ token }).expect(303);
      expect(outcomesOf(id)).toEqual(['succeeded']);
    });

    it('refuse another payment’s token with 419, and change nothing', async () => {
      const { id, page } = await started();
      const other = await started();
      const res = await press(page, 'pay', other.token).expect(419);
      expect(res.body).toEqual({ message: 'CSRF token mismatch.' });
      expect(outcomesOf(id)).toEqual([]);
      expect((await rowOf(id)).status).toBe('pending');
    });

    it('answer 422 with the field for a missing or malformed token', async () => {
      const { page } = await started();
      for (const token of [undefined, '', 'x', 'F'.repeat(32)]) {
        const res = await press(page, 'pay', token).set('Accept-Language', 'en').expect(422);
        expect(Object.keys((res.body as ValidationErrorBody).errors)).toEqual(['token']);
      }
    });

    it.each(BAD_VALUES.map((value) => [describeValue(value), value]))(
      'answer token = %s without a server error',
      async (_label, token) => {
        const { page } = await started();
        const res = await api(app)
          .post(`${page}/pay`)
          .set('Content-Type', 'application/json')
          .send(JSON.stringify({ token }));
        expect([413, 422]).toContain(res.status);
      },
    );

    it('answer 404 for a payment that does not exist, before reading the form', async () => {
      await press(`/payments/test/${'0'.repeat(32)}`, 'pay', '0'.repeat(32)).expect(404);
      await api(app).post('/payments/test/1/cancel').expect(404);
    });
  });

  it('refunds a paid test payment once', async () => {
    const { id, page, token } = await started();
    await press(page, 'pay', token).expect(303);
    const refunded = await payments.refund(id);
    expect(refunded.refundId).toMatch(/^[0-9a-f]{32}$/);
    expect((await payments.refund(id)).refundId).toBe(refunded.refundId);
  });

  it('cancels a payment nobody decided on after an hour (the reconcile job)', async () => {
    const { id } = await started();
    clockAhead(app, 61 * 60_000);
    await sweepEveryDue(app);
    expect(outcomesOf(id)).toEqual(['canceled']);
  });
});
