import type { INestApplication } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import type { MaterialPage } from '@tutor/contracts';
import { DataSource } from 'typeorm';
import { LedgerEntry } from '../../ledger/ledger-entry.entity';
import { PaymentHints } from '../../payments/payment-hints.service';
import { PaymentMismatch } from '../../payments/payment-mismatch.entity';
import { PaymentOutcomes } from '../../payments/payment-outcomes';
import { Payment } from '../../payments/payment.entity';
import { PaymentsErrorCode, PaymentsException } from '../../payments/payments.errors';
import { PaymentsService } from '../../payments/payments.service';
import { TestPaymentProvider } from '../../payments/test-provider/test-payment.provider';
import { TestPayment } from '../../payments/test-provider/test-payment.entity';
import { PAYMENTS_RECONCILE_AFTER_MS } from '../../payments/payments-reconciler.service';
import { clockAhead, settled, sweepEveryDue } from '../../payments/testing/payments-fixtures';
import { readMailDir } from '../../testing/mail-reader';
import { testMailDir } from '../../testing/test-app';
import { waitUntil } from '../../testing/wait-until';
import { PURCHASE_ORDER } from '../material-payments.service';
import { PurchaseExtraCharge } from './purchase-extra-charge.entity';
import { PurchaseExtraCharges } from './purchase-extra-charges.service';
import { PurchaseGrants } from './purchase-grants.service';
import { PurchaseRefundSweep } from './purchase-refund.sweeper';
import { PurchaseRefunds } from './purchase-refunds.service';
import { PurchaseSweep } from './purchase.sweeper';
import { PurchaseRecord } from './purchase.entity';
import {
  ledgerSum,
  materialInput,
  payOnTestPage,
  publishedMaterial,
  purchaseOf,
  startPaying,
  teacher,
  type Teacher,
} from '../testing/marketplace-fixtures';
import { useMarketplaceApp } from '../testing/use-marketplace-app';

const PARALLEL = 20;
/** The purchase's receipt (the notifications' account mail), beside the mail these specs read. */
const isReceipt = (subject: string): boolean => /^(Чек|Receipt): /.test(subject);
const anyNumber: unknown = expect.any(Number);
const anyString: unknown = expect.any(String);

describe('paying for a material: one charge, always reconciled', () => {
  let app: INestApplication;
  let author: Teacher;
  let buyer: Teacher;
  useMarketplaceApp({}, (cast) => ({ app, author, buyer } = cast));

  const repo = <T extends object>(entity: new () => T) => app.get(DataSource).getRepository(entity);

  const pageOf = async (who: Teacher, id: number, query = ''): Promise<MaterialPage> =>
    (await who.browser.get(`/api/materials/${id}${query}`).expect(200)).body as MaterialPage;

  const paymentsOf = (purchase: PurchaseRecord): Promise<Payment[]> =>
    repo(Payment).find({
      where: { orderType: PURCHASE_ORDER, orderId: purchase.id },
      order: { id: 'ASC' },
    });

  const testPaymentId = (confirmationUrl: string): string =>
    new URL(confirmationUrl).pathname.split('/').pop() ?? '';

  /** A second payment of the purchase, as a page opened before attempts were kept one. */
  const anotherPayment = async (purchase: PurchaseRecord): Promise<string> => {
    const started = await app.get(PaymentsService).start({
      type: PURCHASE_ORDER,
      id: purchase.id,
      buyerId: buyer.user.id,
      buyerEmail: buyer.user.email,
      amountRub: purchase.price,
      description: 'another page',
      returnUrl: 'http://localhost:3000/marketplace',
    });
    return started.confirmationUrl;
  };

  describe('one attempt in flight', () => {
    it('answers 20 parallel purchases with one payment page, and a retry with it too', async () => {
      const material = await publishedMaterial(author, { access: 'paid', price: 2000 });
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, () =>
          buyer.browser.post(`/api/materials/${material.id}/purchase`).send({}),
        ),
      );
      expect(answers.map((res) => res.status)).toEqual(Array(PARALLEL).fill(201));
      const urls = new Set(
        answers.map((res) => (res.body as { confirmation_url: string }).confirmation_url),
      );
      expect(urls.size).toBe(1);
      expect(await startPaying(buyer, material.id)).toBe([...urls][0]);
      const purchase = await purchaseOf(app, buyer, material.id);
      expect(await paymentsOf(purchase)).toHaveLength(1);
      expect(
        await repo(TestPayment).countBy({ amountRub: 2000, description: `«${material.title}»` }),
      ).toBeGreaterThanOrEqual(1);
      expect((await pageOf(buyer, material.id)).ownership).toMatchObject({
        pending: true,
        owned: false,
      });
    });

    it('pays what the attempt asked though the price fell meanwhile: purchase, ledger and refund say 2,000 ₽', async () => {
      const material = await publishedMaterial(author, { access: 'paid', price: 2000 });
      const url = await startPaying(buyer, material.id);
      await author.browser
        .patch(`/api/materials/${material.id}`)
        .send(materialInput(material.template_id ?? 0, { access: 'paid', price: 50 }))
        .expect(200);
      expect(await startPaying(buyer, material.id)).toBe(url);
      await payOnTestPage(buyer.browser, url);
      const purchase = await purchaseOf(app, buyer, material.id);
      expect(purchase).toMatchObject({ status: 'granted', price: 2000 });
      expect(await ledgerSum(app, purchase, 'payment')).toBe(200_000);
      const refunded = await buyer.browser.post(`/api/materials/${material.id}/refund`).expect(201);
      expect((refunded.body as MaterialPage).ownership.owned).toBe(false);
      expect(await ledgerSum(app, purchase, 'refund')).toBe(-200_000);
      expect(await repo(TestPayment).findOneByOrFail({ id: testPaymentId(url) })).toMatchObject({
        amountRub: 2000,
        refundId: anyString,
      });
    });

    it('starts a new attempt once the one in flight was canceled', async () => {
      const material = await publishedMaterial(author, { access: 'paid', price: 300 });
      const first = await startPaying(buyer, material.id);
      await payOnTestPage(buyer.browser, first, 'cancel');
      const second = await startPaying(buyer, material.id);
      expect(second).not.toBe(first);
      await payOnTestPage(buyer.browser, second);
      expect((await pageOf(buyer, material.id)).ownership).toMatchObject({ owned: true });
      await buyer.browser.post(`/api/materials/${material.id}/purchase`).send({}).expect(409);
    });
  });

  describe('each succeeded payment settled once', () => {
    it('grants page B after page A was canceled', async () => {
      const material = await publishedMaterial(author, { access: 'paid', price: 700 });
      const pageA = await startPaying(buyer, material.id);
      const pageB = await anotherPayment(await purchaseOf(app, buyer, material.id));
      await payOnTestPage(buyer.browser, pageA, 'cancel');
      expect((await purchaseOf(app, buyer, material.id)).status).toBe('canceled');
      await payOnTestPage(buyer.browser, pageB);
      const page = await pageOf(buyer, material.id);
      expect(page.ownership).toMatchObject({ owned: true, pending: false, refundable: true });
      expect(page.ownership.task_id).toEqual(anyNumber);
      await buyer.browser.post(`/api/materials/${material.id}/refund`).expect(201);
      const purchase = await purchaseOf(app, buyer, material.id);
      expect(purchase.status).toBe('refunded');
      expect(await ledgerSum(app, purchase, 'payment')).toBe(70_000);
      expect(await ledgerSum(app, purchase, 'refund')).toBe(-70_000);
    });

    it.each(['first', 'second'] as const)(
      'refunds the other paid page automatically, with a mail, when the %s page is paid first',
      async (order) => {
        const material = await publishedMaterial(author, { access: 'paid', price: 900 });
        const pageA = await startPaying(buyer, material.id, 'en');
        const pageB = await anotherPayment(await purchaseOf(app, buyer, material.id));
        const [paidFirst, paidLater] = order === 'first' ? [pageA, pageB] : [pageB, pageA];
        await payOnTestPage(buyer.browser, paidFirst);
        await payOnTestPage(buyer.browser, paidLater);
        const purchase = await purchaseOf(app, buyer, material.id);
        const [granting] = await repo(Payment).findBy({
          providerPaymentId: testPaymentId(paidFirst),
        });
        expect(purchase).toMatchObject({ status: 'granted', paymentId: granting?.id, price: 900 });
        const extra = await repo(PurchaseExtraCharge).findBy({ purchaseId: purchase.id });
        expect(extra).toEqual([
          expect.objectContaining({ refundedAt: anyNumber, mailedAt: anyNumber }),
        ]);
        expect(
          await repo(TestPayment).findOneByOrFail({ id: testPaymentId(paidLater) }),
        ).toMatchObject({ refundId: anyString });
        expect(
          await repo(TestPayment).findOneByOrFail({ id: testPaymentId(paidFirst) }),
        ).toMatchObject({ refundId: null });
        expect(await ledgerSum(app, purchase, 'payment')).toBe(180_000);
        expect(await ledgerSum(app, purchase, 'refund')).toBe(-90_000);
        expect(await ledgerSum(app, purchase, 'author_refund')).toBeLessThan(0);
        const mails = readMailDir(testMailDir()).filter(
          (mail) => mail.to === buyer.user.email && !isReceipt(mail.subject),
        );
        expect(mails.map((mail) => mail.subject)).toEqual([
          `We refunded an extra payment for “${material.title}”`,
        ]);
        expect(mails[0]?.text).toContain('900');
        const page = await pageOf(buyer, material.id);
        expect(page.ownership).toMatchObject({ owned: true, pending: false });
        expect(page.purchases_count).toBe(1);
      },
    );

    it('settles once whether a notification, the return, the reconcile job or a retry comes first', async () => {
      const material = await publishedMaterial(author, { access: 'paid', price: 400 });
      const url = await startPaying(buyer, material.id);
      await app.get(TestPaymentProvider).decide(testPaymentId(url), 'succeeded');
      const hints = app.get(PaymentHints);
      clockAhead(app, PAYMENTS_RECONCILE_AFTER_MS + 1000);
      await Promise.all([
        sweepEveryDue(app),
        ...Array.from({ length: 5 }, () => {
          hints.hint('test', testPaymentId(url));
          return settled(app);
        }),
        ...Array.from({ length: 5 }, () => pageOf(buyer, material.id, '?paid=1')),
        ...Array.from({ length: 5 }, () =>
          buyer.browser.post(`/api/materials/${material.id}/purchase`).send({}),
        ),
      ]);
      await settled(app);
      const purchase = await purchaseOf(app, buyer, material.id);
      expect(purchase).toMatchObject({ status: 'granted', copiedAt: anyNumber });
      expect(await ledgerSum(app, purchase, 'payment')).toBe(40_000);
      expect(await repo(PurchaseExtraCharge).countBy({ purchaseId: purchase.id })).toBe(0);
      expect((await pageOf(buyer, material.id)).purchases_count).toBe(1);
    });
    it('ends an attempt paid with another amount: nothing granted, one outcome of 20, bought again', async () => {
      jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      const material = await publishedMaterial(author, { access: 'paid', price: 500 });
      const url = await startPaying(buyer, material.id);
      const paid = testPaymentId(url);
      await repo(TestPayment).update({ id: paid }, { amountRub: 5 });
      await app.get(TestPaymentProvider).decide(paid, 'succeeded');
      const outcomes = app.get(PaymentOutcomes, { strict: false });
      const [canceled, succeeded] = [
        jest.spyOn(outcomes, 'canceled'),
        jest.spyOn(outcomes, 'succeeded'),
      ];
      const hints = app.get(PaymentHints);
      clockAhead(app, PAYMENTS_RECONCILE_AFTER_MS + 1000);
      await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) => {
          if (i % 4 === 0) return sweepEveryDue(app);
          if (i % 4 === 1) return pageOf(buyer, material.id, '?paid=1');
          hints.hint('test', paid);
          return settled(app);
        }),
      );
      await settled(app);
      expect([canceled.mock.calls.length, succeeded.mock.calls.length]).toEqual([1, 0]);
      const purchase = await purchaseOf(app, buyer, material.id);
      expect(purchase).toMatchObject({ status: 'canceled', grantedAt: null, taskId: null });
      const [payment, ...more] = await paymentsOf(purchase);
      expect(more).toEqual([]);
      expect(payment).toMatchObject({ status: 'mismatched', appliedAt: anyNumber });
      expect(await repo(PaymentMismatch).countBy({ paymentId: payment?.id })).toBe(1);
      expect(await repo(LedgerEntry).countBy({ paymentId: payment?.id })).toBe(0);
      expect((await pageOf(buyer, material.id)).ownership).toMatchObject({
        owned: false,
        pending: false,
      });

      const again = await startPaying(buyer, material.id);
      expect(again).not.toBe(url);
      await payOnTestPage(buyer.browser, again);
      const page = await pageOf(buyer, material.id);
      expect(page.ownership).toMatchObject({ owned: true, task_id: anyNumber });
      expect(page.purchases_count).toBe(1);
      expect(await ledgerSum(app, await purchaseOf(app, buyer, material.id), 'payment')).toBe(
        50_000,
      );
    });
  });

  describe('refunds', () => {
    it('refunds a purchase once under 20 parallel requests, and a retry is refused', async () => {
      const material = await publishedMaterial(author, { access: 'paid', price: 600 });
      const url = await startPaying(buyer, material.id);
      await payOnTestPage(buyer.browser, url);
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, () =>
          buyer.browser.post(`/api/materials/${material.id}/refund`),
        ),
      );
      expect(
        answers
          .filter((res) => res.status !== 201 && res.status !== 409)
          .map((res) => [res.status, res.text]),
      ).toEqual([]);
      expect(answers.some((res) => res.status === 201)).toBe(true);
      await buyer.browser.post(`/api/materials/${material.id}/refund`).expect(409);
      const purchase = await purchaseOf(app, buyer, material.id);
      expect(purchase.status).toBe('refunded');
      expect(await ledgerSum(app, purchase, 'refund')).toBe(-60_000);
      expect((await pageOf(author, material.id)).purchases_count).toBe(0);
    });

    it('finishes a refund the instance stopped in the middle of, once, with the sweep', async () => {
      jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      const material = await publishedMaterial(author, { access: 'paid', price: 500 });
      const url = await startPaying(buyer, material.id);
      await payOnTestPage(buyer.browser, url);
      const refunds = app.get(PurchaseRefunds);
      // the provider paid back, then the instance died before the purchase was changed
      const finish = jest.spyOn(refunds, 'finish').mockImplementationOnce(async (id) => {
        const purchase = await repo(PurchaseRecord).findOneByOrFail({ id });
        await app.get(PaymentsService).refund(purchase.paymentId ?? 0);
        throw new Error('killed');
      });
      await buyer.browser.post(`/api/materials/${material.id}/refund`).expect(500);
      finish.mockRestore();
      const requested = await purchaseOf(app, buyer, material.id);
      expect(requested).toMatchObject({ status: 'granted', refundRequestedAt: anyNumber });
      await Promise.all([
        app.get(PurchaseRefundSweep).sweepOnce(),
        ...Array.from({ length: PARALLEL }, () => refunds.finish(requested.id)),
      ]);
      const purchase = await purchaseOf(app, buyer, material.id);
      expect(purchase.status).toBe('refunded');
      expect(await ledgerSum(app, purchase, 'refund')).toBe(-50_000);
      expect((await pageOf(author, material.id)).purchases_count).toBe(0);
      expect(await repo(TestPayment).findOneByOrFail({ id: testPaymentId(url) })).toMatchObject({
        refundId: anyString,
      });
    });

    it('keeps the purchase and forgets the request when the provider declines the refund', async () => {
      const material = await publishedMaterial(author, { access: 'paid', price: 500 });
      const url = await startPaying(buyer, material.id);
      await payOnTestPage(buyer.browser, url);
      jest
        .spyOn(app.get(PaymentsService), 'refund')
        .mockRejectedValueOnce(new PaymentsException(PaymentsErrorCode.RefundDeclined));
      const declined = await buyer.browser.post(`/api/materials/${material.id}/refund`);
      expect(declined.status).toBeGreaterThanOrEqual(400);
      expect(await purchaseOf(app, buyer, material.id)).toMatchObject({
        status: 'granted',
        refundRequestedAt: null,
      });
      await app.get(PurchaseRefundSweep).sweepOnce();
      expect((await purchaseOf(app, buyer, material.id)).status).toBe('granted');
    });

    it('gives an extra charge back once though 20 settle it at once with the sweep', async () => {
      const material = await publishedMaterial(author, { access: 'paid', price: 800 });
      const url = await startPaying(buyer, material.id);
      const other = await anotherPayment(await purchaseOf(app, buyer, material.id));
      await payOnTestPage(buyer.browser, url);
      const extras = app.get(PurchaseExtraCharges);
      const settle = jest.spyOn(extras, 'settle').mockResolvedValueOnce(undefined);
      await payOnTestPage(buyer.browser, other);
      settle.mockRestore();
      const [payment] = await repo(Payment).findBy({ providerPaymentId: testPaymentId(other) });
      expect(
        await repo(PurchaseExtraCharge).findOneByOrFail({ paymentId: payment?.id }),
      ).toMatchObject({ refundedAt: null, mailedAt: null });
      await Promise.all([
        app.get(PurchaseSweep).sweepOnce(),
        ...Array.from({ length: PARALLEL }, () => extras.settle(payment?.id ?? 0)),
      ]);
      const purchase = await purchaseOf(app, buyer, material.id);
      expect(await ledgerSum(app, purchase, 'refund')).toBe(-80_000);
      expect(await ledgerSum(app, purchase, 'payment')).toBe(160_000);
      const mails = readMailDir(testMailDir()).filter(
        (mail) => mail.to === buyer.user.email && !isReceipt(mail.subject),
      );
      expect(mails.map((mail) => mail.subject)).toEqual([
        `Мы вернули лишний платёж за «${material.title}»`,
      ]);
      expect(purchase).toMatchObject({ status: 'granted', paymentId: anyNumber });
    });
  });

  describe('the buyer’s copy', () => {
    it('is there for 30 of 30 buyers settled by notifications at once', async () => {
      const material = await publishedMaterial(author, { access: 'paid', price: 150 });
      const buyers = await Promise.all(Array.from({ length: 30 }, (_, i) => teacher(app, `B${i}`)));
      const urls = await Promise.all(buyers.map((who) => startPaying(who, material.id)));
      const provider = app.get(TestPaymentProvider);
      for (const url of urls) await provider.decide(testPaymentId(url), 'succeeded');
      for (const url of urls) app.get(PaymentHints).hint('test', testPaymentId(url));
      await settled(app);
      const purchases = await Promise.all(buyers.map((who) => purchaseOf(app, who, material.id)));
      expect(purchases.filter((p) => p.status === 'granted' && p.taskId !== null)).toHaveLength(30);
    }, 60_000);

    it('is made by the sweep (as after a restart) when the instance stopped right after COMMIT', async () => {
      jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      const material = await publishedMaterial(author, { access: 'paid', price: 150 });
      const url = await startPaying(buyer, material.id);
      const grants = app.get(PurchaseGrants);
      const copy = jest.spyOn(grants, 'ensureCopy').mockRejectedValue(new Error('killed'));
      await payOnTestPage(buyer.browser, url);
      expect(await purchaseOf(app, buyer, material.id)).toMatchObject({
        status: 'granted',
        copiedAt: null,
      });
      copy.mockRestore();
      await app.get(PurchaseSweep).sweepOnce();
      const purchase = await purchaseOf(app, buyer, material.id);
      expect(purchase.taskId).toEqual(anyNumber);
      await buyer.browser.get(`/api/tasks/${purchase.taskId}`).expect(200);
    });
  });

  describe('pages never wait for the provider', () => {
    it('answers the page at once while a refresh runs, and the return page within its budget', async () => {
      const material = await publishedMaterial(author, { access: 'paid', price: 250 });
      const url = await startPaying(buyer, material.id);
      let release: () => void = () => undefined;
      const slow = new Promise<void>((resolve) => {
        release = resolve;
      });
      const provider = app.get(TestPaymentProvider);
      const real = provider.getPayment.bind(provider);
      jest.spyOn(provider, 'getPayment').mockImplementation(async (id) => {
        await slow;
        return real(id);
      });
      const started = Date.now();
      expect((await pageOf(buyer, material.id)).ownership).toMatchObject({ pending: true });
      expect(Date.now() - started).toBeLessThan(1000);
      const back = Date.now();
      expect((await pageOf(buyer, material.id, '?paid=1')).ownership).toMatchObject({
        pending: true,
      });
      expect(Date.now() - back).toBeLessThan(3000);
      await provider.decide(testPaymentId(url), 'succeeded');
      release();
      await waitUntil(
        'the background refresh grants the purchase',
        () => pageOf(buyer, material.id),
        (page) => page.ownership.owned && page.ownership.task_id !== null,
      );
      expect(await paymentsOf(await purchaseOf(app, buyer, material.id))).toHaveLength(1);
    });

    it('refuses a bad paid flag with 422', async () => {
      const material = await publishedMaterial(author, { access: 'paid', price: 250 });
      await buyer.browser.get(`/api/materials/${material.id}?paid=yes`).expect(422);
    });
  });
});
