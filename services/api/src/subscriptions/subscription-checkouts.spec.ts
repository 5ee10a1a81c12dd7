import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource, In } from 'typeorm';
import { MailOutboxMessage } from '../mail/mail-outbox.entity';
import { PaymentSettlement } from '../payments/payment-settlement.service';
import { Payment } from '../payments/payment.entity';
import { TestPayment } from '../payments/test-provider/test-payment.entity';
import { TestPaymentProvider } from '../payments/test-provider/test-payment.provider';
import { readMailDir } from '../testing/mail-reader';
import { createTestApp, testMailDir } from '../testing/test-app';
import { MailOutboxSender } from '../mail/mail-outbox.sender';
import { SubscriptionCharge } from './subscription-charge.entity';
import { SubscriptionPaymentOutcomes } from './subscription-payment-outcomes.service';
import { SubscriptionRenewals } from './subscription-renewals.service';
import { DAY_MS } from './subscription-periods';
import { Subscription as SubscriptionRow } from './subscription.entity';
import {
  decideOnTestPage,
  referralOf,
  signUpTeacher,
  subscriptionOf,
  type SignedUpTeacher,
  VERIFICATION_SUBJECTS,
} from './testing/subscriptions-fixtures';

interface Checkout {
  status: number;
  url: string;
}

describe('the first payment of a subscription: one checkout, one referral month', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({
      SUBSCRIPTION_PRICE_RUB: '490',
      SUBSCRIPTION_REFERRAL_PRICE_RUB: '99',
    });
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  afterAll(async () => {
    await app.close();
  });

  const repo = <T extends object>(entity: new () => T) =>
    app.get(DataSource).getRepository<T>(entity);

  async function referredTeacher(): Promise<SignedUpTeacher> {
    const referrer = await signUpTeacher(app, null, 'Пригласившая');
    const { code } = await referralOf(referrer.browser);
    return signUpTeacher(app, code, 'Приглашённый');
  }

  async function checkout(teacher: SignedUpTeacher, language = 'ru'): Promise<Checkout> {
    const res = await teacher.browser.post('/api/subscription').set('Accept-Language', language);
    const body = res.body as { confirmation_url?: string };
    return { status: res.status, url: body.confirmation_url ?? '' };
  }

  const paymentsOf = (teacher: SignedUpTeacher): Promise<Payment[]> =>
    repo(Payment).find({ where: { buyerId: teacher.user.id }, order: { id: 'ASC' } });

  const rowOf = (teacher: SignedUpTeacher): Promise<SubscriptionRow> =>
    repo(SubscriptionRow).findOneByOrFail({ teacherId: teacher.user.id });

  const refundMails = async (teacher: SignedUpTeacher): Promise<MailOutboxMessage[]> =>
    (await repo(MailOutboxMessage).findBy({ to: teacher.user.email })).filter((mail) =>
      /^Мы вернули ваш платёж 99\s₽$/.test(mail.subject),
    );

  /** The text of the teacher's last mail as delivered (the outbox empties a sent one). */
  /** The text of the teacher's last mail whose subject matches (receipts come too). */
  async function mailTextTo(teacher: SignedUpTeacher, subject = /./): Promise<string> {
    await app.get(MailOutboxSender).drain();
    const mails = readMailDir(testMailDir()).filter(
      (mail) => mail.to === teacher.user.email && subject.test(mail.subject),
    );
    return mails.at(-1)?.text ?? '';
  }

  /** One month (and a bit, for the clock between payment and check) from now. */
  function expectOneMonth(row: SubscriptionRow): void {
    expect(row.paidUntil).toBeGreaterThan(Date.now() + 27 * DAY_MS);
    expect(row.paidUntil).toBeLessThan(Date.now() + 32 * DAY_MS);
  }

  /**
   * Checkouts opened before one checkout per teacher: each on its own, as if the claim of
   * the previous one were not there (the rows this change finds in a database).
   */
  async function leftOverCheckouts(
    teacher: SignedUpTeacher,
    count: number,
    language = 'ru',
  ): Promise<string[]> {
    const urls: string[] = [];
    for (let i = 0; i < count; i++) {
      await repo(SubscriptionRow).update(
        { teacherId: teacher.user.id },
        { checkoutChargeId: null },
      );
      urls.push((await checkout(teacher, language)).url);
    }
    return urls;
  }

  it('answers every checkout while one is pending with its page: one payment, one month', async () => {
    const teacher = await referredTeacher();
    const checkouts: Checkout[] = [];
    for (let i = 0; i < 12; i++) checkouts.push(await checkout(teacher));
    expect(new Set(checkouts.map((c) => `${c.status} ${c.url}`))).toEqual(
      new Set([`201 ${checkouts[0]?.url}`]),
    );
    expect(await paymentsOf(teacher)).toHaveLength(1);
    for (const { url } of checkouts) await decideOnTestPage(app, url);
    const payments = await paymentsOf(teacher);
    expect(payments.map((p) => [p.amountRub, p.status, p.refundedAt])).toEqual([
      [99, 'succeeded', null],
    ]);
    expectOneMonth(await rowOf(teacher));
    expect(await subscriptionOf(teacher.browser)).toMatchObject({
      plan: 'paid',
      offer_price_rub: 490,
      referral_offer: false,
    });
  });

  it('answers 20 parallel checkouts with one page, never a 500', async () => {
    const teacher = await referredTeacher();
    const checkouts = await Promise.all(Array.from({ length: 20 }, () => checkout(teacher)));
    expect(checkouts.map((c) => c.status)).toEqual(Array<number>(20).fill(201));
    expect(new Set(checkouts.map((c) => c.url)).size).toBe(1);
    const payments = await paymentsOf(teacher);
    expect(payments.map((p) => [p.amountRub, p.status])).toEqual([[99, 'pending']]);
    expect(
      await repo(SubscriptionCharge).countBy({ subscriptionId: (await rowOf(teacher)).id }),
    ).toBe(1);
    await decideOnTestPage(app, checkouts[0]?.url ?? '');
    expectOneMonth(await rowOf(teacher));
  });

  it('starts a new checkout once the pending one was canceled', async () => {
    const teacher = await referredTeacher();
    const first = await checkout(teacher);
    await decideOnTestPage(app, first.url, 'cancel');
    const second = await checkout(teacher);
    expect(second.status).toBe(201);
    expect(second.url).not.toBe(first.url);
    expect((await paymentsOf(teacher)).map((p) => [p.amountRub, p.status])).toEqual([
      [99, 'canceled'],
      [99, 'pending'],
    ]);
  });

  it('ends a checkout paid with another amount once of 20: no month, and a new checkout starts', async () => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const teacher = await referredTeacher();
    const first = await checkout(teacher);
    const paid = new URL(first.url).pathname.split('/').at(-1) ?? '';
    await repo(TestPayment).update({ id: paid }, { amountRub: 1 });
    await app.get(TestPaymentProvider).decide(paid, 'succeeded');
    const outcomes = jest.spyOn(app.get(SubscriptionPaymentOutcomes), 'chargeFailed');
    const settlement = app.get(PaymentSettlement);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0 ? settlement.settleByProviderId('test', paid) : subscriptionOf(teacher.browser),
      ),
    );
    expect(outcomes).toHaveBeenCalledTimes(1);
    expect((await paymentsOf(teacher)).map((p) => [p.amountRub, p.status])).toEqual([
      [99, 'mismatched'],
    ]);
    const row = await rowOf(teacher);
    expect(row).toMatchObject({ paidUntil: null, checkoutChargeId: null });
    expect(
      (await repo(SubscriptionCharge).findBy({ subscriptionId: row.id })).map((c) => c.status),
    ).toEqual(['failed']);
    expect(await subscriptionOf(teacher.browser)).toMatchObject({
      plan: 'free',
      payment_pending: false,
    });

    const second = await checkout(teacher);
    expect(second.status).toBe(201);
    expect(second.url).not.toBe(first.url);
    await decideOnTestPage(app, second.url);
    expectOneMonth(await rowOf(teacher));
    expect((await paymentsOf(teacher)).map((p) => [p.amountRub, p.status])).toEqual([
      [99, 'mismatched'],
      [99, 'succeeded'],
    ]);
  });

  it('gives 12 referral-priced payments paid at once one month; the other 11 are refunded, mailed once', async () => {
    const teacher = await referredTeacher();
    const urls = await leftOverCheckouts(teacher, 12);
    expect(new Set(urls).size).toBe(12);
    await Promise.all(urls.map((url) => decideOnTestPage(app, url)));
    const renewals = app.get(SubscriptionRenewals);
    await renewals.sweepOnce();
    await renewals.sweepOnce(); // a second run refunds and mails nothing more

    const payments = await paymentsOf(teacher);
    expect(payments.every((p) => p.amountRub === 99 && p.status === 'succeeded')).toBe(true);
    const kept = payments.filter((p) => p.refundedAt === null);
    expect(kept).toHaveLength(1);
    const refunds = await repo(TestPayment).findBy({
      id: In(payments.map((p) => p.providerPaymentId ?? '')),
    });
    expect(refunds.filter((p) => p.refundId !== null)).toHaveLength(11);
    const row = await rowOf(teacher);
    expectOneMonth(row);
    const charges = await repo(SubscriptionCharge).find({
      where: { subscriptionId: row.id },
      order: { id: 'ASC' },
    });
    expect(charges.filter((c) => c.status === 'succeeded').map((c) => c.paymentId)).toEqual([
      kept[0]?.id,
    ]);
    expect(charges.filter((c) => c.status === 'refunded')).toHaveLength(11);
    expect(row.referralChargeId).toBe(charges.find((c) => c.status === 'succeeded')?.id);
    expect(await refundMails(teacher)).toHaveLength(11);
    expect(await mailTextTo(teacher, /^Мы вернули/)).toContain(
      'этот месяц у вас уже оплачен, поэтому подписка не продлилась',
    );
  });

  it('settles a repeated notification of a refunded payment as nothing new', async () => {
    const teacher = await referredTeacher();
    const urls = await leftOverCheckouts(teacher, 2);
    for (const url of urls) await decideOnTestPage(app, url);
    await app.get(SubscriptionRenewals).sweepOnce();
    const before = await rowOf(teacher);
    const settlement = app.get(PaymentSettlement);
    for (const payment of await paymentsOf(teacher)) {
      await Promise.all([
        settlement.settleByProviderId('test', payment.providerPaymentId ?? ''),
        settlement.settleByProviderId('test', payment.providerPaymentId ?? ''),
      ]);
    }
    await app.get(SubscriptionRenewals).sweepOnce();
    expect((await rowOf(teacher)).paidUntil).toBe(before.paidUntil);
    expect((await paymentsOf(teacher)).map((p) => p.refundedAt === null)).toEqual([true, false]);
    expect(await refundMails(teacher)).toHaveLength(1);
  });

  it('writes the refund mail in English for a teacher who uses English', async () => {
    const teacher = await referredTeacher();
    const urls = await leftOverCheckouts(teacher, 2, 'en');
    for (const url of urls) await decideOnTestPage(app, url);
    await app.get(SubscriptionRenewals).sweepOnce();
    const mails = await repo(MailOutboxMessage).findBy({ to: teacher.user.email });
    const subjects = mails.map((m) => m.subject);
    expect(subjects.filter((subject) => !VERIFICATION_SUBJECTS.includes(subject))).toEqual([
      expect.stringMatching(/^We have refunded your payment of (RUB|₽)\s?99$/),
    ]);
    expect(await mailTextTo(teacher, /^We have refunded/)).toContain('which you have already used');
  });
});
