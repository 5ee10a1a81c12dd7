import type { INestApplication } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { MailEvents } from '../mail/mail.events';
import {
  payOnTestPage,
  publishedMaterial,
  purchaseOf,
  startPaying,
  type Teacher,
} from '../marketplace/testing/marketplace-fixtures';
import { useMarketplaceApp } from '../marketplace/testing/use-marketplace-app';
import { PaymentSettlement } from '../payments/payment-settlement.service';
import { OutboxEvent } from '../outbox/outbox-event.entity';
import { OUTBOX_GRACE_MS, OutboxSweep } from '../outbox/outbox.sweeper';
import { Payment } from '../payments/payment.entity';
import { TestPaymentProvider } from '../payments/test-provider/test-payment.provider';
import { SubscriptionCharge } from '../subscriptions/subscription-charge.entity';
import { signUpTeacher, subscribe } from '../subscriptions/testing/subscriptions-fixtures';
import { settled as paymentsSettled } from '../payments/testing/payments-fixtures';
import { TEST_PASSWORD } from '../testing/browser';
import { readMailDir, type ReadMail } from '../testing/mail-reader';
import { testMailDir } from '../testing/test-app';
import { waitUntil } from '../testing/wait-until';
import { NotificationMailer } from './notification-mailer.service';
import { Notification } from './notification.entity';
import { forgetQueuedMail } from './testing/queued-mail';
import type { NotificationsPage } from './notifications.service';

describe('the account’s own mail: password, sale, receipts', () => {
  let app: INestApplication;
  let author: Teacher;
  let buyer: Teacher;
  useMarketplaceApp({}, (cast) => ({ app, author, buyer } = cast));
  // earlier files' mail still queued in the worker's PostgreSQL database is not ours to wait for
  beforeEach(() => forgetQueuedMail(app));

  const settled = () => app.get(NotificationMailer).settled();

  async function mailsTo(email: string, subject: string): Promise<ReadMail[]> {
    await settled();
    return readMailDir(testMailDir()).filter(
      (mail) => mail.to.includes(email) && mail.subject.includes(subject),
    );
  }

  const kindsOf = async (who: Teacher, kind: string) =>
    app
      .get(DataSource)
      .getRepository(Notification)
      .countBy({ userId: who.user.id, kind: kind as never });

  /** A paid material bought by the buyer through the test provider: its title and purchase. */
  async function buy(title: string, price: number, language = 'ru') {
    const material = await publishedMaterial(author, { access: 'paid', price, title });
    const url = await startPaying(buyer, material.id, language);
    const paymentId = new URL(url).pathname.split('/').pop() ?? '';
    await app.get(TestPaymentProvider).decide(paymentId, 'succeeded');
    await buyer.browser.get(`/api/materials/${material.id}?paid=1`).expect(200);
    await paymentsSettled(app);
    const purchase = await waitUntil(
      'the purchase granted',
      () => purchaseOf(app, buyer, material.id),
      (found) => found?.status === 'granted',
    );
    return { material, purchase };
  }

  it('mails the password change to the account’s address, with when and what to do', async () => {
    await buyer.browser.get('/api/notifications').set('Accept-Language', 'en').expect(200);
    await buyer.browser
      .put('/api/account/password')
      .send({
        current_password: TEST_PASSWORD,
        password: 'A-new-password-42',
        password_confirmation: 'A-new-password-42',
      })
      .expect(200);
    const mails = await mailsTo(buyer.user.email, 'Your password has been changed');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toMatch(
      new RegExp(
        `The password of your account ${buyer.user.email} was changed on \\d+ \\w+ \\d{4}`,
      ),
    );
    expect(mails[0]?.text).toContain('If this wasn’t you, reset your password right away');
    expect(mails[0]?.listUnsubscribe).toBeFalsy();
    const list = (await buyer.browser.get('/api/notifications?kind=password_changed').expect(200))
      .body as NotificationsPage;
    expect(list.items).toEqual([
      expect.objectContaining({ kind: 'password_changed', link: '/settings' }),
    ]);
  });

  it('sends the buyer a receipt and the author a sale, once though the event comes again', async () => {
    // The buyer reads the app in English, the author in Russian: each mail follows.
    await buyer.browser.get('/api/notifications').set('Accept-Language', 'en').expect(200);
    const { material, purchase } = await buy('Дроби для 5 класса', 490, 'en');
    const [receipt, ...moreReceipts] = await waitUntil(
      'the receipt',
      () => mailsTo(buyer.user.email, 'Дроби для 5 класса'),
      (found) => found.length > 0,
    );
    expect(receipt?.subject).toBe('Receipt: “Дроби для 5 класса”');
    expect(receipt?.text).toContain('Bought: the material “Дроби для 5 класса”');
    expect(receipt?.text).toMatch(/Amount: (RUB|₽)\s?490/);
    expect(receipt?.text).toMatch(/Date: \d+ \w+ \d{4}/);
    expect(receipt?.text).toContain('The fiscal receipt (54-FZ) is sent to this address');
    expect(moreReceipts).toEqual([]);
    const [sale, ...moreSales] = await mailsTo(author.user.email, 'Дроби для 5 класса');
    expect(sale?.subject).toBe('Ваш материал купили: Дроби для 5 класса');
    expect(sale?.text).toMatch(/Ваш материал «Дроби для 5 класса» купили .+ за 490\s₽\./);
    expect(moreSales).toEqual([]);

    // The settlement's after-commit step run again (a retry): nothing more is made.
    const event = {
      type: 'purchase_paid' as const,
      purchaseId: purchase?.id ?? 0,
      paymentId: purchase?.paymentId ?? 0,
      amountRub: 490,
    };
    await Promise.all([1, 2, 3].map(() => app.get(MailEvents).emit(event)));
    expect(await mailsTo(buyer.user.email, 'Дроби для 5 класса')).toHaveLength(1);
    expect(await mailsTo(author.user.email, 'Дроби для 5 класса')).toHaveLength(1);
    expect(await kindsOf(buyer, 'purchase_paid')).toBeGreaterThanOrEqual(1);
    const sold = (await author.browser.get('/api/notifications?kind=material_sold').expect(200))
      .body as NotificationsPage;
    expect(sold.items[0]).toMatchObject({
      task_title: material.title,
      amount_rub: 490,
      link: '/payouts/sales',
    });
  });

  it('writes the receipt in the language the buyer paid in, the sale in the author’s', async () => {
    // Neither ever opened their notifications: the buyer pays in English, the author last
    // looked at the plan in English too.
    await author.browser.get('/api/subscription').set('Accept-Language', 'en').expect(200);
    const material = await publishedMaterial(author, {
      access: 'paid',
      price: 350,
      title: 'Степени',
    });
    const url = await startPaying(buyer, material.id, 'en');
    await payOnTestPage(buyer.browser, url, 'pay');
    const [receipt] = await waitUntil(
      'the receipt',
      () => mailsTo(buyer.user.email, 'Степени'),
      (found) => found.length > 0,
    );
    expect(receipt?.subject).toBe('Receipt: “Степени”');
    const [sale] = await waitUntil(
      'the sale',
      () => mailsTo(author.user.email, 'Степени'),
      (found) => found.length > 0,
    );
    expect(sale?.subject).toBe('Your material has been sold: Степени');
  });

  it('keeps the author’s remembered language for the sale, whatever the buyer’s', async () => {
    await author.browser.get('/api/notifications').set('Accept-Language', 'ru').expect(200);
    await author.browser.get('/api/subscription').set('Accept-Language', 'en').expect(200);
    const material = await publishedMaterial(author, {
      access: 'paid',
      price: 360,
      title: 'Корни',
    });
    await payOnTestPage(buyer.browser, await startPaying(buyer, material.id, 'en'), 'pay');
    const [sale] = await waitUntil(
      'the sale',
      () => mailsTo(author.user.email, 'Корни'),
      (found) => found.length > 0,
    );
    expect(sale?.subject).toBe('Ваш материал купили: Корни');
  });

  it('writes a subscription receipt in the language the teacher paid in', async () => {
    const teacher = await signUpTeacher(app, null, 'Olga');
    const started = await teacher.browser
      .post('/api/subscription')
      .set('Accept-Language', 'en')
      .expect(201);
    await payOnTestPage(
      teacher.browser,
      (started.body as { confirmation_url: string }).confirmation_url,
      'pay',
    );
    const [receipt] = await waitUntil(
      'the subscription receipt',
      () => mailsTo(teacher.user.email, 'Receipt: one month of the paid plan'),
      (found) => found.length > 0,
    );
    expect(receipt?.text).toContain('Paid for: one month of the paid plan');
  });

  it('mails nothing for a payment that did not grant the purchase', async () => {
    const { purchase } = await buy('Проценты', 300);
    const before = await mailsTo(buyer.user.email, 'Проценты');
    await app.get(MailEvents).emit({
      type: 'purchase_paid',
      purchaseId: purchase?.id ?? 0,
      paymentId: (purchase?.paymentId ?? 0) + 1000,
      amountRub: 300,
    });
    expect(await mailsTo(buyer.user.email, 'Проценты')).toHaveLength(before.length);
  });

  it('sends a teacher the receipt of a subscription month, once though settled again', async () => {
    const teacher = await signUpTeacher(app, null, 'Ольга');
    await subscribe(app, teacher.browser);
    const subject = 'Чек: платный тариф на месяц';
    const [receipt] = await waitUntil(
      'the subscription receipt',
      () => mailsTo(teacher.user.email, subject),
      (found) => found.length > 0,
    );
    expect(receipt?.text).toContain('Что оплачено: платный тариф на месяц');
    expect(receipt?.text).toMatch(/Сумма: \d[\d\s]*₽/);
    expect(receipt?.text).toMatch(/Дата: \d+ \S+ \d{4}/);
    expect(receipt?.text).toContain('Кассовый чек (54-ФЗ) платёжный сервис пришлёт');

    const repo = app.get(DataSource).getRepository(Payment);
    const payment = await repo.findOneByOrFail({ buyerId: teacher.user.id });
    const settlement = app.get(PaymentSettlement);
    await Promise.all(
      [1, 2].map(() => settlement.settleByProviderId('test', payment.providerPaymentId ?? '')),
    );
    const charge = await app
      .get(DataSource)
      .getRepository(SubscriptionCharge)
      .findOneByOrFail({ paymentId: payment.id });
    await app.get(MailEvents).emit({
      type: 'subscription_paid',
      chargeId: charge.id,
      paymentId: payment.id,
      amountRub: payment.amountRub,
    });
    expect(await mailsTo(teacher.user.email, subject)).toHaveLength(1);
  });

  it('mails a password change whose instance died before the mail, once, from the sweep', async () => {
    const teacher = await signUpTeacher(app, null, 'Ольга');
    await teacher.browser.get('/api/notifications').set('Accept-Language', 'en').expect(200);
    // the instance dies after the commit, before the mail's listeners ran
    jest.spyOn(app.get(MailEvents), 'deliver').mockResolvedValue(undefined);
    await teacher.browser
      .put('/api/account/password')
      .send({
        current_password: TEST_PASSWORD,
        password: 'A-new-password-42',
        password_confirmation: 'A-new-password-42',
      })
      .expect(200);
    jest.restoreAllMocks();
    const subject = 'Your password has been changed';
    expect(await mailsTo(teacher.user.email, subject)).toEqual([]);

    // the sweeps of a later moment (earlier files' events in a shared database go first)
    const undelivered = async () =>
      (await app.get(DataSource).getRepository(OutboxEvent).findBy({ deliveredAt: IsNull() }))
        .map((row) => row.event)
        .filter((event) => 'userId' in event && event.userId === teacher.user.id);
    expect(await undelivered()).toHaveLength(1);
    await waitUntil(
      'the sweep delivered the password change',
      async () => {
        jest.spyOn(app.get(Clock), 'now').mockReturnValue(Date.now() + OUTBOX_GRACE_MS + 1);
        await app.get(OutboxSweep).sweepOnce();
        jest.restoreAllMocks();
        return undelivered();
      },
      (events) => events.length === 0,
    );
    await app.get(OutboxSweep).sweepOnce();
    expect(await mailsTo(teacher.user.email, subject)).toHaveLength(1);
    expect(await kindsOf(teacher, 'password_changed')).toBe(1);
  });
});
