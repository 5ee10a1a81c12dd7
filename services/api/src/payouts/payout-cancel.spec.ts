import type { INestApplication } from '@nestjs/common';
import type { Payout, PayoutBalance } from '@tutor/contracts';
import { DataSource } from 'typeorm';
import { LedgerEntry, LedgerKind } from '../ledger/ledger-entry.entity';
import { teacher, type Teacher } from '../marketplace/testing/marketplace-fixtures';
import { advanceClock } from '../testing/browser';
import { createTestApp } from '../testing/test-app';
import { runDateOf } from './payout-view';
import {
  PAYOUTS_TEST_ENV,
  forgetPayoutRuns,
  sell,
  soleProprietor,
} from './testing/payouts-fixtures';
import { PayoutRunner } from './run/payout-runner.service';

const DAY_MS = 86_400_000;

describe('cancelling a payout request', () => {
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

  const balance = async (): Promise<PayoutBalance> =>
    (await author.browser.get('/api/payouts/balance').expect(200)).body as PayoutBalance;

  /** A request of the author's whole available 800 ₽ (1,000 ₽ sold, 20 % fee). */
  async function requested(): Promise<Payout> {
    await author.browser.put('/api/payouts/requisites').send(soleProprietor).expect(200);
    await sell(app, author, 1000);
    advanceClock(app, 4 * DAY_MS);
    return (await author.browser.post('/api/payouts/requests').expect(201)).body as Payout;
  }

  const returns = (payoutId: number) =>
    app.get(DataSource).getRepository(LedgerEntry).countBy({
      orderType: 'payout',
      orderId: payoutId,
      kind: LedgerKind.PayoutReturn,
    });

  it('says when the run takes the request, and a cancel puts the amount back', async () => {
    const payout = await requested();
    expect(payout.runs_at).toBe(runDateOf(payout.requested_at, 1));
    expect(new Date(payout.runs_at ?? 0).getUTCDate()).toBe(1);
    expect(payout.runs_at).toBeGreaterThan(payout.requested_at);

    const cancelled = await author.browser
      .post(`/api/payouts/requests/${payout.id}/cancel`)
      .expect(200);
    expect(cancelled.body).toMatchObject({ id: payout.id, status: 'canceled', runs_at: null });
    expect(await balance()).toMatchObject({
      available_kopecks: 80_000,
      in_payout_kopecks: 0,
      blocker: null,
    });
    // a retry answers the cancelled request as it is and returns nothing twice
    await author.browser.post(`/api/payouts/requests/${payout.id}/cancel`).expect(200);
    expect(await returns(payout.id)).toBe(1);
    // and a new request takes the same money again
    await author.browser.post('/api/payouts/requests').expect(201);
  });

  it('returns the amount once under 20 cancels at the same moment', async () => {
    const payout = await requested();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        author.browser.post(`/api/payouts/requests/${payout.id}/cancel`),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(await returns(payout.id)).toBe(1);
    expect((await balance()).available_kopecks).toBe(80_000);
  });

  it('refuses once the monthly run has taken the request', async () => {
    const payout = await requested();
    // PAYOUT_RUN_DAY 1: this month's run is due, and its first tick takes the request
    await app.get(PayoutRunner).tick();
    const refused = await author.browser
      .post(`/api/payouts/requests/${payout.id}/cancel`)
      .expect(409);
    expect(refused.body).toMatchObject({ code: 'not_cancelable' });
    expect(await returns(payout.id)).toBe(0);
  });

  it('answers 403 for another author’s request and 404 for none', async () => {
    const payout = await requested();
    const other = await teacher(app, 'Борис');
    await other.browser.post(`/api/payouts/requests/${payout.id}/cancel`).expect(403);
    await author.browser.post('/api/payouts/requests/2000000000/cancel').expect(404);
    expect(await returns(payout.id)).toBe(0);
  });
});
