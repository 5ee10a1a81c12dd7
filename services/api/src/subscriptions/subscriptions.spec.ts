import type { NestExpressApplication } from '@nestjs/platform-express';
import type { ValidationErrorBody } from '@tutor/contracts';
import { DataSource } from 'typeorm';
import { MailOutboxMessage } from '../mail/mail-outbox.entity';
import { Notification } from '../notifications/notification.entity';
import { Payment } from '../payments/payment.entity';
import { PaymentSettlement } from '../payments/payment-settlement.service';
import {
  CREATING_ASKED_AGAIN_MS,
  PaymentsReconciler,
} from '../payments/payments-reconciler.service';
import { PaymentsService } from '../payments/payments.service';
import { TestPayment } from '../payments/test-provider/test-payment.entity';
import { TestPaymentProvider } from '../payments/test-provider/test-payment.provider';
import { advanceClock, openBrowser } from '../testing/browser';
import { readMailDir } from '../testing/mail-reader';
import { waitUntil } from '../testing/wait-until';
import { createTestApp, testMailDir } from '../testing/test-app';
import { Clock } from '../common/clock/clock.service';
import { SubscriptionCharge } from './subscription-charge.entity';
import { ABANDONED_CLAIM_MS, SubscriptionRenewals } from './subscription-renewals.service';
import { DAY_MS, addMonths } from './subscription-periods';
import { Subscription as SubscriptionRow } from './subscription.entity';
import {
  decideOnTestPage,
  referralOf,
  signUpTeacher,
  subscribe,
  subscriptionOf,
  type SignedUpTeacher,
  VERIFICATION_SUBJECTS,
} from './testing/subscriptions-fixtures';

const GRACE_DAYS = 3;

describe('subscriptions and the referral month', () => {
  let app: NestExpressApplication;
  const now = (): number => app.get(Clock).now();

  beforeAll(async () => {
    app = await createTestApp({
      SUBSCRIPTION_PRICE_RUB: '490',
      SUBSCRIPTION_REFERRAL_PRICE_RUB: '99',
      SUBSCRIPTION_GRACE_DAYS: String(GRACE_DAYS),
      // the clock moves by months: sessions must outlive it
      SESSION_LIFETIME_MINUTES: '525600',
    });
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  afterAll(async () => {
    await app.close();
  });

  const renew = (): Promise<void> => app.get(SubscriptionRenewals).sweepOnce();

  /** Moves the clock to `at` (plus a minute) and runs the renewal job. */
  async function at(moment: number): Promise<void> {
    advanceClock(app, moment + 60_000 - now());
    await renew();
  }

  /** The teacher's mails but the sign-up's link that verifies the address (its text is gone once sent). */
  const mailsTo = async (teacher: SignedUpTeacher): Promise<MailOutboxMessage[]> =>
    (
      await app
        .get(DataSource)
        .getRepository(MailOutboxMessage)
        .find({ where: { to: teacher.user.email }, order: { id: 'ASC' } })
    ).filter((mail) => !VERIFICATION_SUBJECTS.includes(mail.subject));

  const rowOf = (teacher: SignedUpTeacher): Promise<SubscriptionRow> =>
    app
      .get(DataSource)
      .getRepository(SubscriptionRow)
      .findOneByOrFail({ teacherId: teacher.user.id });

  /** A referred teacher who paid the 99 ₽ month, with their referrer. */
  async function referredAndPaid(): Promise<{
    referrer: SignedUpTeacher;
    teacher: SignedUpTeacher;
  }> {
    const referrer = await signUpTeacher(app, null, 'Пригласившая');
    const { code } = await referralOf(referrer.browser);
    const teacher = await signUpTeacher(app, code, 'Приглашённый');
    await subscribe(app, teacher.browser);
    return { referrer, teacher };
  }

  async function methodOf(teacher: SignedUpTeacher): Promise<string> {
    const row = await rowOf(teacher);
    if (row.paymentMethodId === null) throw new Error('No saved method');
    return row.paymentMethodId;
  }

  /** A renewal charge made and claimed for `row` now, as the renewal job makes one. */
  async function claimedRenewal(row: SubscriptionRow): Promise<SubscriptionCharge> {
    const data = app.get(DataSource);
    const charge = await data.getRepository(SubscriptionCharge).save({
      subscriptionId: row.id,
      kind: 'renewal',
      priceKind: 'full',
      amountRub: 490,
      paymentId: null,
      status: 'pending',
      createdAt: now(),
      settledAt: null,
    });
    await data
      .getRepository(SubscriptionRow)
      .update({ id: row.id }, { chargingChargeId: charge.id });
    return charge;
  }

  /** The teacher's plan renewed from `due` by one month, with one 490 ₽ payment, succeeded. */
  async function expectRenewedOnce(teacher: SignedUpTeacher, due: number): Promise<void> {
    expect(await rowOf(teacher)).toMatchObject({
      status: 'active',
      paidUntil: addMonths(due, 1),
      chargingChargeId: null,
    });
    const renewals = await app
      .get(DataSource)
      .getRepository(Payment)
      .findBy({ buyerId: teacher.user.id, amountRub: 490 });
    expect(renewals.map((payment) => payment.status)).toEqual(['succeeded']);
  }

  describe('plans and prices', () => {
    it('puts a new teacher on the free plan with the configured plans and full price', async () => {
      const { browser } = await signUpTeacher(app);
      expect(await subscriptionOf(browser)).toEqual({
        plan: 'free',
        status: 'free',
        paid_until: null,
        next_charge: null,
        autopay: false,
        payment_method_title: null,
        grace_until: null,
        offer_price_rub: 490,
        referral_offer: false,
        students_count: 0,
        plans: [
          { plan: 'free', price_rub: 0, students_limit: 30, sells_paid_materials: false },
          { plan: 'paid', price_rub: 490, students_limit: null, sells_paid_materials: true },
        ],
        payment_pending: false,
      });
    });

    it('gives every teacher a referral link with the 99 ₽ offer', async () => {
      const { browser } = await signUpTeacher(app);
      const info = await referralOf(browser);
      expect(info).toEqual({
        code: expect.stringMatching(/^[a-z2-7]{10}$/) as string,
        url: `http://localhost:3000/login?ref=${info.code}`,
        offer_price_rub: 99,
        signed_up: 0,
        rewards: 0,
        reward_months: 1,
      });
      expect(await referralOf(browser)).toEqual(info);
    });
  });

  describe('signing up through a referral link', () => {
    it('offers the referred teacher the first month for 99 ₽ and counts them', async () => {
      const referrer = await signUpTeacher(app);
      const { code } = await referralOf(referrer.browser);
      const teacher = await signUpTeacher(app, code);
      expect(await subscriptionOf(teacher.browser)).toMatchObject({
        offer_price_rub: 99,
        referral_offer: true,
      });
      expect(await referralOf(referrer.browser)).toMatchObject({ signed_up: 1, rewards: 0 });
    });

    it('ignores an unknown code and a student who signs up with a code', async () => {
      const referrer = await signUpTeacher(app);
      const { code } = await referralOf(referrer.browser);
      const stranger = await signUpTeacher(app, 'nosuchcode');
      expect(await subscriptionOf(stranger.browser)).toMatchObject({ offer_price_rub: 490 });
      const browser = await openBrowser(app);
      await browser
        .post('/registration')
        .send({
          stage: 2,
          email: `student-${code}@example.com`,
          first_name: 'Ученик',
          role: 2,
          phone: '',
          password: 'Tr1cky-Pineapple',
          agree: true,
          ref: code,
        })
        .expect(200);
      expect(await referralOf(referrer.browser)).toMatchObject({ signed_up: 0 });
    });

    it('refuses a code longer than a code can be with 422 on ref', async () => {
      const browser = await openBrowser(app);
      const res = await browser
        .post('/registration')
        .send({ stage: 2, email: 'long-ref@example.com', ref: 'x'.repeat(33) })
        .expect(422);
      expect(Object.keys((res.body as ValidationErrorBody).errors)).toContain('ref');
    });
  });

  describe('paying for the plan', () => {
    it('charges 99 ₽ once through the provider, saves the method and shows the next charge', async () => {
      const { teacher } = await referredAndPaid();
      const shown = await subscriptionOf(teacher.browser);
      const row = await rowOf(teacher);
      expect(row.paidUntil).toBeGreaterThan(now() + 27 * DAY_MS);
      expect(shown).toMatchObject({
        plan: 'paid',
        status: 'active',
        paid_until: row.paidUntil,
        next_charge: { at: row.paidUntil, amount_rub: 490 },
        autopay: true,
        payment_method_title: 'Test card *4242',
        offer_price_rub: 490,
        referral_offer: false,
        payment_pending: false,
      });
      const payments = await app
        .get(DataSource)
        .getRepository(Payment)
        .findBy({ buyerId: teacher.user.id });
      expect(payments.map((p) => [p.amountRub, p.status])).toEqual([[99, 'succeeded']]);
    });

    it('applies a payment’s outcome once however often it is settled', async () => {
      const { teacher } = await referredAndPaid();
      const before = await rowOf(teacher);
      const [payment] = await app
        .get(DataSource)
        .getRepository(Payment)
        .findBy({ buyerId: teacher.user.id });
      if (payment === undefined) throw new Error('no payment');
      await app.get(PaymentSettlement).settleByProviderId('test', payment.providerPaymentId ?? '');
      await subscriptionOf(teacher.browser);
      expect((await rowOf(teacher)).paidUntil).toBe(before.paidUntil);
    });

    it('refuses a second payment while autopay is on', async () => {
      const { teacher } = await referredAndPaid();
      const res = await teacher.browser.post('/api/subscription').expect(409);
      expect(res.body).toMatchObject({ message: expect.stringContaining('автоплатёж') as string });
    });

    it('leaves the plan free when the teacher cancels on the provider’s page', async () => {
      const teacher = await signUpTeacher(app);
      const started = await teacher.browser.post('/api/subscription').expect(201);
      const url = (started.body as { confirmation_url: string }).confirmation_url;
      expect(await subscriptionOf(teacher.browser)).toMatchObject({ payment_pending: true });
      await decideOnTestPage(app, url, 'cancel');
      expect(await subscriptionOf(teacher.browser)).toMatchObject({
        plan: 'free',
        autopay: false,
        payment_pending: false,
        offer_price_rub: 490,
      });
    });
  });

  describe('the renewal job', () => {
    it('mails three days before the charge, once, with the date and the amount', async () => {
      const { teacher } = await referredAndPaid();
      const due = (await rowOf(teacher)).paidUntil ?? 0;
      await at(due - 3 * DAY_MS - 2 * 60_000);
      expect(await mailsTo(teacher)).toEqual([]);
      await at(due - 3 * DAY_MS);
      await renew();
      const mails = await mailsTo(teacher);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toMatch(/^Подписка продлится \d+ \S+ \d{4}/);
      const [read] = readMailDir(testMailDir()).filter(
        (m) => m.to === teacher.user.email && !VERIFICATION_SUBJECTS.includes(m.subject),
      );
      expect(read?.text).toContain('490');
      expect(read?.text).toContain('Test card *4242');
    });

    it('charges the saved method at the full price and rewards the referrer once', async () => {
      const { referrer, teacher } = await referredAndPaid();
      const due = (await rowOf(teacher)).paidUntil ?? 0;
      await at(due);
      const row = await rowOf(teacher);
      expect(row).toMatchObject({
        status: 'active',
        paidUntil: addMonths(due, 1),
        failedCharges: 0,
      });
      const amounts = (
        await app.get(DataSource).getRepository(Payment).findBy({ buyerId: teacher.user.id })
      ).map((p) => [p.amountRub, p.status]);
      expect(amounts).toEqual([
        [99, 'succeeded'],
        [490, 'succeeded'],
      ]);
      expect(await referralOf(referrer.browser)).toMatchObject({ signed_up: 1, rewards: 1 });
      const rewarded = await subscriptionOf(referrer.browser);
      expect(rewarded).toMatchObject({ plan: 'paid', status: 'active', autopay: false });
      const rewardEnd = rewarded.paid_until ?? 0;
      // the next full-price month rewards nobody again
      await at(addMonths(due, 1));
      expect((await rowOf(teacher)).paidUntil).toBe(addMonths(due, 2));
      expect(await referralOf(referrer.browser)).toMatchObject({ rewards: 1 });
      expect((await rowOf(referrer)).paidUntil).toBe(rewardEnd);
    });

    it('retries a failed charge three times over seven days, then grace, then the free plan', async () => {
      const { teacher } = await referredAndPaid();
      await app.get(TestPaymentProvider).declineMethod(await methodOf(teacher));
      const due = (await rowOf(teacher)).paidUntil ?? 0;
      await at(due);
      expect(await rowOf(teacher)).toMatchObject({
        status: 'past_due',
        failedCharges: 1,
        nextChargeAt: due + DAY_MS,
      });
      await renew(); // the failure mail goes once
      const failed = (await mailsTo(teacher)).filter(
        (m) => m.subject === 'Не удалось продлить подписку',
      );
      expect(failed).toHaveLength(1);
      expect(await subscriptionOf(teacher.browser)).toMatchObject({
        plan: 'paid',
        status: 'past_due',
      });
      await at(due + DAY_MS);
      expect(await rowOf(teacher)).toMatchObject({
        failedCharges: 2,
        nextChargeAt: due + 3 * DAY_MS,
      });
      await at(due + 3 * DAY_MS);
      expect(await rowOf(teacher)).toMatchObject({
        failedCharges: 3,
        nextChargeAt: due + 7 * DAY_MS,
      });
      await at(due + 7 * DAY_MS);
      const last = await rowOf(teacher);
      expect(last).toMatchObject({ status: 'past_due', failedCharges: 4, nextChargeAt: null });
      expect(last.graceUntil).toBeGreaterThanOrEqual(due + (7 + GRACE_DAYS) * DAY_MS);
      expect(await subscriptionOf(teacher.browser)).toMatchObject({
        plan: 'paid',
        grace_until: last.graceUntil,
        next_charge: null,
      });
      const charges = await app
        .get(DataSource)
        .getRepository(Payment)
        .find({ where: { buyerId: teacher.user.id }, order: { id: 'ASC' } });
      expect(charges.map((p) => p.status)).toEqual([
        'succeeded',
        ...Array<string>(4).fill('canceled'),
      ]);
      await at(last.graceUntil ?? 0);
      expect(await subscriptionOf(teacher.browser)).toMatchObject({
        plan: 'free',
        status: 'free',
        autopay: false,
        next_charge: null,
      });
      expect((await mailsTo(teacher)).map((m) => m.subject)).toContain(
        `Платный тариф закончится ${new Intl.DateTimeFormat('ru-RU', { dateStyle: 'long', timeZone: 'Europe/Moscow' }).format(last.graceUntil ?? 0)}`,
      );
    });

    it('renews from the old period’s end when a retry succeeds', async () => {
      const { teacher } = await referredAndPaid();
      const method = await methodOf(teacher);
      await app.get(TestPaymentProvider).declineMethod(method);
      const due = (await rowOf(teacher)).paidUntil ?? 0;
      await at(due);
      await app.get(TestPaymentProvider).declineMethod(method, false);
      await at(due + DAY_MS);
      expect(await rowOf(teacher)).toMatchObject({
        status: 'active',
        failedCharges: 0,
        paidUntil: addMonths(due, 1),
        nextChargeAt: addMonths(due, 1),
      });
    });

    it('stops charging once autopay is cancelled, and ends the plan with the period', async () => {
      const { teacher } = await referredAndPaid();
      const due = (await rowOf(teacher)).paidUntil ?? 0;
      const cancelled = await teacher.browser.delete('/api/subscription').expect(200);
      expect(cancelled.body).toMatchObject({ plan: 'paid', autopay: false, next_charge: null });
      expect((await rowOf(teacher)).paymentMethodId).toBeNull();
      await at(due - 3 * DAY_MS);
      await at(due);
      expect(await mailsTo(teacher)).toEqual([]);
      const payments = await app
        .get(DataSource)
        .getRepository(Payment)
        .findBy({ buyerId: teacher.user.id });
      expect(payments).toHaveLength(1);
      expect(await subscriptionOf(teacher.browser)).toMatchObject({ plan: 'free', status: 'free' });
      // paying again is a first payment at the full price, from now
      expect(await subscriptionOf(teacher.browser)).toMatchObject({ offer_price_rub: 490 });
    });

    it('charges again, once, a renewal whose instance died between its claim and the provider', async () => {
      const { teacher } = await referredAndPaid();
      const row = await rowOf(teacher);
      const due = row.paidUntil ?? 0;
      advanceClock(app, due + 60_000 - now());
      // what the instance had done when it died: the charge made and claimed, nobody asked
      const data = app.get(DataSource);
      const charge = await claimedRenewal(row);
      await renew();
      // a claim this young may still be asking the provider: left alone
      expect(await rowOf(teacher)).toMatchObject({ paidUntil: due, chargingChargeId: charge.id });
      advanceClock(app, ABANDONED_CLAIM_MS);
      await Promise.all(Array.from({ length: 5 }, () => renew()));
      await expectRenewedOnce(teacher, due);
      expect(await data.getRepository(SubscriptionCharge).findOneBy({ id: charge.id })).toBeNull();
    });

    it.each([
      ['before storing its answer', false],
      ['after storing its answer, before applying it', true],
    ])(
      'applies, once, a renewal the provider charged, its instance dying %s',
      async (_, stored) => {
        const { teacher } = await referredAndPaid();
        const row = await rowOf(teacher);
        const method = await methodOf(teacher);
        const due = row.paidUntil ?? 0;
        advanceClock(app, due + 60_000 - now());
        // what the instance had done when it died: the charge claimed, the payment kept with
        // its request, the card charged under its key (and, `stored`, the answer stored)
        const data = app.get(DataSource);
        const charge = await claimedRenewal(row);
        const request = {
          idempotenceKey: `renewal-${charge.id}`,
          amountRub: 490,
          description: 'Платный тариф на месяц',
          returnUrl: 'http://localhost:3000/settings',
          receipt: { email: teacher.user.email, itemDescription: 'Платный тариф на месяц' },
          metadata: { order_type: 'subscription', order_id: String(charge.id) },
          paymentMethodId: method,
        };
        await data.getRepository(Payment).insert({
          orderType: 'subscription',
          orderId: charge.id,
          provider: 'test',
          providerPaymentId: null,
          idempotenceKey: request.idempotenceKey,
          creationRequest: request,
          amountRub: 490,
          status: 'creating',
          confirmationUrl: null,
          buyerId: teacher.user.id,
          createdAt: now(),
          updatedAt: now(),
          checkedAt: now(),
          appliedAt: null,
        });
        const answer = await app.get(TestPaymentProvider).createPayment(request);
        expect(answer.status).toBe('succeeded');
        if (stored) {
          await data
            .getRepository(Payment)
            .update(
              { idempotenceKey: request.idempotenceKey },
              { providerPaymentId: answer.providerPaymentId, status: answer.status },
            );
        }
        // the receipt as the payment's settlement makes it (its mail goes out from the queue)
        const receipts = (): Promise<number> =>
          data
            .getRepository(Notification)
            .countBy({ userId: teacher.user.id, kind: 'subscription_paid' });
        const paidBefore = await receipts();
        const reconcile = (): Promise<void> => app.get(PaymentsReconciler).sweepOnce();

        // a creation this young may still be waiting for its answer: left alone
        await Promise.all([reconcile(), renew()]);
        expect(await rowOf(teacher)).toMatchObject({ paidUntil: due, chargingChargeId: charge.id });
        advanceClock(app, CREATING_ASKED_AGAIN_MS);
        // two instances' jobs and 20 askings of the same payment at once
        const left = await data
          .getRepository(Payment)
          .findOneByOrFail({ idempotenceKey: request.idempotenceKey });
        const payments = app.get(PaymentsService);
        await Promise.all([
          reconcile(),
          reconcile(),
          renew(),
          renew(),
          ...Array.from({ length: 20 }, () => payments.resumeCreation(left)),
        ]);
        advanceClock(app, ABANDONED_CLAIM_MS);
        await Promise.all([reconcile(), renew()]);

        await expectRenewedOnce(teacher, due);
        const charged = await data.getRepository(TestPayment).findBy({ methodId: method });
        expect(charged.filter((payment) => payment.amountRub === 490)).toHaveLength(1);
        await waitUntil('the receipt', receipts, (sent) => sent === paidBefore + 1);
      },
    );

    it('counts a charge the provider could not take as a failed one', async () => {
      const { teacher } = await referredAndPaid();
      await app
        .get(DataSource)
        .getRepository(SubscriptionRow)
        .update({ teacherId: teacher.user.id }, { paymentMethodId: 'f'.repeat(32) });
      const due = (await rowOf(teacher)).paidUntil ?? 0;
      await at(due);
      expect(await rowOf(teacher)).toMatchObject({ status: 'past_due', failedCharges: 1 });
    });
  });
});
