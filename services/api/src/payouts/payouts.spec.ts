import type { INestApplication } from '@nestjs/common';
import type {
  Payout,
  PayoutBalance,
  PayoutSalesPage,
  PayoutSettings,
  ValidationErrorBody,
} from '@tutor/contracts';
import { DataSource } from 'typeorm';
import { LedgerEntry } from '../ledger/ledger-entry.entity';
import { teacher, type Teacher } from '../marketplace/testing/marketplace-fixtures';
import { advanceClock } from '../testing/browser';
import { createTestApp } from '../testing/test-app';
import { PayoutRecord } from './payout.entity';
import {
  PAYOUTS_TEST_ENV,
  forgetPayoutRuns,
  selfEmployed,
  sell,
  soleProprietor,
} from './testing/payouts-fixtures';
import { PayoutRunner } from './run/payout-runner.service';

const DAY_MS = 86_400_000;

describe('payouts', () => {
  let app: INestApplication;
  let author: Teacher;

  beforeAll(async () => {
    app = await createTestApp(PAYOUTS_TEST_ENV);
    await forgetPayoutRuns(app);
  });

  beforeEach(async () => {
    author = await teacher(app, 'Анна');
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  afterAll(async () => {
    await app.close();
  });

  const balance = async (who = author): Promise<PayoutBalance> =>
    (await who.browser.get('/api/payouts/balance').expect(200)).body as PayoutBalance;

  describe('requisites', () => {
    const put = (body: object, locale = 'ru') =>
      author.browser.put('/api/payouts/requisites').set('Accept-Language', locale).send(body);

    it('starts empty, saves valid ones and reads them back', async () => {
      expect((await author.browser.get('/api/payouts/requisites').expect(200)).body).toEqual({
        requisites: null,
        self_employed: null,
      });
      const saved = (await put(soleProprietor).expect(200)).body as PayoutSettings;
      expect(saved).toEqual({ requisites: soleProprietor, self_employed: null });
      expect((await author.browser.get('/api/payouts/requisites').expect(200)).body).toEqual(saved);
    });

    it('takes numbers pasted with spaces and dashes and keeps the digits', async () => {
      const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');
      const saved = (
        await put({
          ...soleProprietor,
          inn: ` ${spaced(soleProprietor.inn)} `,
          bic: `${soleProprietor.bic.slice(0, 2)}-${soleProprietor.bic.slice(2)}`,
          account: spaced(soleProprietor.account),
        }).expect(200)
      ).body as PayoutSettings;
      expect(saved.requisites).toEqual(soleProprietor);
    });

    it('answers every wrong field at once, in the spec shape', async () => {
      const res = await put({
        type: 3,
        name: '',
        inn: '773370857142',
        bic: '123',
        account: '40802810200000012345',
        wallet: null,
      }).expect(422);
      const body = res.body as ValidationErrorBody;
      expect(body.errors).toEqual({
        type: ['Выберите: самозанятый или индивидуальный предприниматель.'],
        name: ['Укажите ФИО получателя.'],
        inn: ['В ИНН неверная контрольная цифра. Проверьте номер.'],
        bic: ['БИК состоит из 9 цифр и начинается с 04.'],
      });
    });

    it("refuses a company's INN with its own message, in English too", async () => {
      const res = await put({ ...soleProprietor, inn: '7725088527' }, 'en').expect(422);
      expect((res.body as ValidationErrorBody).errors).toEqual({
        inn: [
          'This is a company’s INN (10 digits). Payouts go to individuals: enter your personal 12-digit INN.',
        ],
      });
    });

    it('checks the account key with the BIC and refuses a correspondent account', async () => {
      const wrongKey = await put({ ...soleProprietor, account: '40802810200000012345' }).expect(
        422,
      );
      expect((wrongKey.body as ValidationErrorBody).errors).toEqual({
        account: ['Номер счёта не сходится с БИК: в одном из них ошибка в цифре.'],
      });
      const correspondent = await put({
        ...soleProprietor,
        account: '30101810400000000225',
      }).expect(422);
      expect((correspondent.body as ValidationErrorBody).errors).toEqual({
        account: ['Это корреспондентский счёт банка, а не ваш. Укажите номер своего счёта.'],
      });
    });

    it('needs a YooMoney wallet from the self-employed only', async () => {
      const res = await put({ ...selfEmployed, wallet: null }).expect(422);
      expect(Object.keys((res.body as ValidationErrorBody).errors)).toEqual(['wallet']);
      await put({ ...soleProprietor, wallet: null }).expect(200);
    });
  });

  describe('sales and balance', () => {
    it('shows a sale with its fee and hold, then makes it available after the refund window', async () => {
      await sell(app, author, 1000);
      const sales = (await author.browser.get('/api/payouts/sales').expect(200))
        .body as PayoutSalesPage;
      expect(sales).toMatchObject({ total: 1, page: 1 });
      expect(sales.items[0]).toMatchObject({
        material: { title: 'Квадратные уравнения' },
        amount_kopecks: 100_000,
        fee_kopecks: 20_000,
        share_kopecks: 80_000,
        status: 'held',
        refunded_at: null,
      });
      expect(await balance()).toMatchObject({
        on_hold_kopecks: 80_000,
        available_kopecks: 0,
        blocker: 'no_requisites',
      });
      advanceClock(app, 4 * DAY_MS);
      await author.browser.put('/api/payouts/requisites').send(soleProprietor).expect(200);
      expect(await balance()).toMatchObject({
        on_hold_kopecks: 0,
        available_kopecks: 80_000,
        min_payout_kopecks: 50_000,
        blocker: null,
      });
      const later = (await author.browser.get('/api/payouts/sales').expect(200))
        .body as PayoutSalesPage;
      expect(later.items[0]?.status).toBe('available');
    });

    it('pages the sales history and refuses a bad page', async () => {
      await sell(app, author, 100);
      await sell(app, author, 200);
      const first = (await author.browser.get('/api/payouts/sales?per_page=1').expect(200))
        .body as PayoutSalesPage;
      expect(first).toMatchObject({ total: 2, per_page: 1 });
      expect(first.items.map((sale) => sale.amount_kopecks)).toEqual([20_000]);
      await author.browser.get('/api/payouts/sales?page=0').expect(422);
    });
  });

  describe('payout requests and the run', () => {
    it('refuses a request below the minimum', async () => {
      await author.browser.put('/api/payouts/requisites').send(soleProprietor).expect(200);
      const res = await author.browser.post('/api/payouts/requests').expect(409);
      expect(res.body).toMatchObject({ code: 'below_minimum' });
    });

    it('reserves the available balance in the ledger; the run puts it in the bank register', async () => {
      await author.browser.put('/api/payouts/requisites').send(soleProprietor).expect(200);
      await sell(app, author, 1000);
      advanceClock(app, 4 * DAY_MS);
      const payout = (await author.browser.post('/api/payouts/requests').expect(201))
        .body as Payout;
      expect(payout).toMatchObject({
        amount_kopecks: 80_000,
        status: 'requested',
        method: 'bank_register',
      });
      expect(await balance()).toMatchObject({
        available_kopecks: 0,
        in_payout_kopecks: 80_000,
        blocker: 'pending_request',
      });
      await author.browser.post('/api/payouts/requests').expect(409);
      const line = await app
        .get(DataSource)
        .getRepository(LedgerEntry)
        .findOneByOrFail({ orderType: 'payout', orderId: payout.id });
      expect(line).toMatchObject({ kind: 'payout', amountKopecks: -80_000, paymentId: null });

      const [listed] = (await author.browser.get('/api/payouts/requests').expect(200))
        .body as Payout[];
      expect(listed).toMatchObject({ id: payout.id, status: 'requested', run_month: null });

      advanceClock(app, 32 * DAY_MS);
      await app.get(PayoutRunner).tick();
      const taken = await app
        .get(DataSource)
        .getRepository(PayoutRecord)
        .findOneByOrFail({ id: payout.id });
      expect(taken).toMatchObject({ status: 'processing', payeeInn: soleProprietor.inn });
      expect(taken.runMonth).toMatch(/^\d{4}-\d{2}$/);
    });
  });
});
