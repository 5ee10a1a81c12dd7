import type { INestApplication } from '@nestjs/common';
import {
  ROLE_TEACHER,
  type Payout,
  type PayoutBalance,
  type PayoutSettings,
} from '@tutor/contracts';
import { DataSource } from 'typeorm';
import { LedgerEntry } from '../ledger/ledger-entry.entity';
import { teacher, type Teacher } from '../marketplace/testing/marketplace-fixtures';
import { advanceClock, signedInBrowser, uniqueEmail, type TestBrowser } from '../testing/browser';
import { createTestApp } from '../testing/test-app';
import { PayoutRecord } from './payout.entity';
import { forgetPayoutRuns, selfEmployed, sell, soleProprietor } from './testing/payouts-fixtures';
import { TestPayoutObject } from './provider/test-payout-object.entity';
import { PayoutRun } from './run/payout-run.entity';
import { PayoutRunner } from './run/payout-runner.service';

const DAY_MS = 86_400_000;
const OPERATOR_EMAIL = uniqueEmail('payouts-operator');

/** Two instances of the app on one database, as behind a load balancer. */
const apps: INestApplication[] = [];
let author: Teacher;

const env = {
  MARKETPLACE_REFUND_DAYS: '3',
  PAYOUT_MIN_RUB: '500',
  PAYOUT_SWEEP_MS: '3600000',
  SESSION_LIFETIME_MINUTES: '525600',
  OPERATOR_EMAILS: OPERATOR_EMAIL,
};

beforeAll(async () => {
  apps.push(await createTestApp(env), await createTestApp(env));
  await forgetPayoutRuns(first());
});

afterAll(async () => {
  for (const app of apps.splice(0)) await app.close();
});

afterEach(() => {
  jest.restoreAllMocks();
});

const first = (): INestApplication => apps[0] as INestApplication;
const data = (): DataSource => first().get(DataSource);
const moveClocks = (ms: number): void => apps.forEach((app) => advanceClock(app, ms));
const tickBoth = (): Promise<unknown> =>
  Promise.all(apps.map((app) => app.get(PayoutRunner).tick()));

/** The author allows (or declines) on the test provider's «Мой налог» page. */
async function decideOnStandIn(browser: TestBrowser, url: string, action: 'allow' | 'decline') {
  const path = new URL(url).pathname;
  const page = await browser.get(path).expect(200);
  expect(page.text).toContain('Тестовый «Мой налог»');
  const token = /name="token" value="([0-9a-f]{32})"/.exec(page.text)?.[1] ?? '';
  await browser.post(`${path}/${action}`).type('form').send({ token }).expect(303);
}

async function connectSelfEmployed(decision: 'allow' | 'decline'): Promise<PayoutSettings> {
  await author.browser.put('/api/payouts/requisites').send(selfEmployed).expect(200);
  const started = (await author.browser.post('/api/payouts/self-employed').expect(200))
    .body as PayoutSettings;
  expect(started.self_employed?.status).toBe('pending');
  await decideOnStandIn(author.browser, started.self_employed?.confirmation_url ?? '', decision);
  return (await author.browser.post('/api/payouts/self-employed/check').expect(200))
    .body as PayoutSettings;
}

async function requestAfterSale(price: number): Promise<Payout> {
  await sell(first(), author, price);
  moveClocks(4 * DAY_MS);
  return (await author.browser.post('/api/payouts/requests').expect(201)).body as Payout;
}

/** Earlier tests' months are claimed: each test runs months after the one before. */
let shift = 0;

beforeEach(async () => {
  shift += 40 * DAY_MS;
  moveClocks(shift);
  author = await teacher(first(), 'Борис');
});

describe('the self-employed through the payouts provider', () => {
  it('refuses a request before the «Мой налог» permission is confirmed', async () => {
    await author.browser.put('/api/payouts/requisites').send(selfEmployed).expect(200);
    const res = await author.browser.post('/api/payouts/requests').expect(409);
    expect(res.body).toMatchObject({ code: 'not_connected' });
  });

  it('runs the month once across two instances and pays once, by one idempotent payout', async () => {
    expect((await connectSelfEmployed('allow')).self_employed).toEqual({
      status: 'confirmed',
      confirmation_url: null,
    });
    const payout = await requestAfterSale(1000);
    expect(payout).toMatchObject({ method: 'provider', amount_kopecks: 80_000 });
    moveClocks(32 * DAY_MS);

    const claims = await Promise.all(apps.map((app) => app.get(PayoutRunner).startMonthIfDue()));
    expect(claims.filter(Boolean)).toHaveLength(1);
    await tickBoth();
    await tickBoth();
    await tickBoth();

    const record = await data().getRepository(PayoutRecord).findOneByOrFail({ id: payout.id });
    expect(record.status).toBe('paid');
    const sent = await data()
      .getRepository(TestPayoutObject)
      .findBy({ kind: 'payout', idempotenceKey: record.idempotenceKey });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ id: record.providerPayoutId, amountKopecks: 80_000 });
    const runs = await data()
      .getRepository(PayoutRun)
      .findBy({ month: record.runMonth ?? '' });
    expect(runs).toHaveLength(1);
    const balance = (await author.browser.get('/api/payouts/balance').expect(200))
      .body as PayoutBalance;
    expect(balance).toMatchObject({ available_kopecks: 0, paid_out_kopecks: 80_000 });
  });

  it('gives the amount back to the balance when the provider cancels the payout', async () => {
    const settings = await connectSelfEmployed('allow');
    expect(settings.self_employed?.status).toBe('confirmed');
    const payout = await requestAfterSale(700);
    // the author withdrew the permission in «Мой налог» before the run
    const record = await data().getRepository(PayoutRecord).findOneByOrFail({ id: payout.id });
    await data()
      .getRepository(TestPayoutObject)
      .update({ id: record.selfEmployedId ?? '' }, { status: 'canceled' });
    moveClocks(32 * DAY_MS);
    await tickBoth();
    await tickBoth();
    const canceled = await data().getRepository(PayoutRecord).findOneByOrFail({ id: payout.id });
    expect(canceled.status).toBe('canceled');
    const lines = await data()
      .getRepository(LedgerEntry)
      .find({ where: { orderType: 'payout', orderId: payout.id }, order: { id: 'ASC' } });
    expect(lines.map((line) => [line.kind, line.amountKopecks])).toEqual([
      ['payout', -56_000],
      ['payout_return', 56_000],
    ]);
    const balance = (await author.browser.get('/api/payouts/balance').expect(200))
      .body as PayoutBalance;
    expect(balance).toMatchObject({ available_kopecks: 56_000, paid_out_kopecks: 0 });
  });
});

describe('sole proprietors through the bank register', () => {
  it('lists the payout in the month register for the operator, who marks it paid', async () => {
    await author.browser.put('/api/payouts/requisites').send(soleProprietor).expect(200);
    const payout = await requestAfterSale(1000);
    moveClocks(32 * DAY_MS);
    await tickBoth();
    const record = await data().getRepository(PayoutRecord).findOneByOrFail({ id: payout.id });
    const { browser: operator } = await signedInBrowser(first(), {
      role: ROLE_TEACHER,
      email: OPERATOR_EMAIL,
    });
    const register = await operator
      .get(`/api/payouts/register?month=${record.runMonth ?? ''}`)
      .expect(200)
      .expect('Content-Type', /text\/csv/);
    expect(register.text.startsWith('\uFEFFЗаявка;Получатель;ИНН;БИК;Счёт;Сумма')).toBe(true);
    expect(register.text).toContain(
      `${payout.id};Иванова Анна Петровна;773370857141;044525225;40802810100000012345;800,00;`,
    );
    await author.browser.get('/api/payouts/register').expect(403);
    await author.browser.post(`/api/payouts/register/${payout.id}/paid`).expect(403);
    const paid = (await operator.post(`/api/payouts/register/${payout.id}/paid`).expect(200))
      .body as Payout;
    expect(paid).toMatchObject({ status: 'paid' });
    await operator.post(`/api/payouts/register/${payout.id}/paid`).expect(200);
    await operator.post('/api/payouts/register/999999/paid').expect(404);
  });

  it("gives the author a month's statement with the sale and the payout", async () => {
    await author.browser.put('/api/payouts/requisites').send(soleProprietor).expect(200);
    const payout = await requestAfterSale(1000);
    const month = new Date(payout.requested_at).toISOString().slice(0, 7);
    const sold = new Date(payout.requested_at - 4 * DAY_MS).toISOString().slice(0, 7);
    const statements = await Promise.all(
      [...new Set([sold, month])].map(
        async (m) =>
          (await author.browser.get(`/api/payouts/statement?month=${m}`).expect(200)).text,
      ),
    );
    const all = statements.join('');
    expect(all).toContain(';Продажа;Квадратные уравнения;1000,00;200,00;800,00');
    expect(all).toContain(`;Заявка на выплату;№ ${payout.id};;;-800,00`);
    await author.browser.get('/api/payouts/statement?month=2025-13').expect(422);
  });
});
