import type { INestApplication } from '@nestjs/common';
import { ROLE_TEACHER, type Payout, type RegisterPayout } from '@tutor/contracts';
import { DataSource } from 'typeorm';
import { teacher, type Teacher } from '../marketplace/testing/marketplace-fixtures';
import { advanceClock, signedInBrowser, uniqueEmail, type TestBrowser } from '../testing/browser';
import { createTestApp } from '../testing/test-app';
import { PayoutRecord } from './payout.entity';
import { forgetPayoutRuns, sell, soleProprietor } from './testing/payouts-fixtures';
import { PayoutRunner } from './run/payout-runner.service';

const DAY_MS = 86_400_000;
const OPERATOR_EMAIL = uniqueEmail('register-operator');

let app: INestApplication;
let author: Teacher;
let operator: TestBrowser;

beforeAll(async () => {
  app = await createTestApp({
    MARKETPLACE_REFUND_DAYS: '3',
    PAYOUT_MIN_RUB: '500',
    PAYOUT_SWEEP_MS: '3600000',
    SESSION_LIFETIME_MINUTES: '525600',
    OPERATOR_EMAILS: OPERATOR_EMAIL,
  });
  ({ browser: operator } = await signedInBrowser(app, {
    role: ROLE_TEACHER,
    email: OPERATOR_EMAIL,
  }));
  author = await teacher(app, 'Анна');
  await forgetPayoutRuns(app);
});

afterAll(async () => {
  await app.close();
});

afterEach(() => {
  jest.restoreAllMocks();
});

/** A sole proprietor's payout, taken into the bank register by the month's run. */
async function bankRegisterPayout(): Promise<Payout> {
  await author.browser.put('/api/payouts/requisites').send(soleProprietor).expect(200);
  await sell(app, author, 1000);
  advanceClock(app, 4 * DAY_MS);
  const payout = (await author.browser.post('/api/payouts/requests').expect(201)).body as Payout;
  advanceClock(app, 32 * DAY_MS);
  await app.get(PayoutRunner).tick();
  return payout;
}

const listed = async (month: string): Promise<RegisterPayout[]> =>
  (await operator.get(`/api/payouts/register/payouts?month=${month}`).expect(200))
    .body as RegisterPayout[];

describe('GET /api/payouts/register/payouts', () => {
  it("lists the month's bank-register payouts, and one marked paid as paid", async () => {
    const payout = await bankRegisterPayout();
    const record = await app
      .get(DataSource)
      .getRepository(PayoutRecord)
      .findOneByOrFail({ id: payout.id });
    const month = record.runMonth ?? '';
    expect(month).toMatch(/^\d{4}-\d{2}$/);
    const [item] = (await listed(month)).filter((row) => row.id === payout.id);
    expect(item).toEqual({
      id: payout.id,
      payee_name: 'Иванова Анна Петровна',
      payee_inn: '773370857141',
      payee_bic: '044525225',
      payee_account: '40802810100000012345',
      amount_kopecks: 80_000,
      status: 'processing',
      requested_at: payout.requested_at,
      paid_at: null,
    });

    await operator.post(`/api/payouts/register/${payout.id}/paid`).expect(200);
    const [paid] = (await listed(month)).filter((row) => row.id === payout.id);
    expect(paid?.status).toBe('paid');
    expect(paid?.paid_at).toEqual(expect.any(Number));
  });

  it('defaults to the current month and lists nothing of another month', async () => {
    const res = await operator.get('/api/payouts/register/payouts').expect(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(await listed('2001-01')).toEqual([]);
  });

  it('refuses a teacher with 403 and a malformed month with 422', async () => {
    await author.browser.get('/api/payouts/register/payouts').expect(403);
    const res = await operator.get('/api/payouts/register/payouts?month=2025-13').expect(422);
    expect(res.body).toMatchObject({ errors: { month: [expect.any(String)] } });
  });
});
