import type { NestExpressApplication } from '@nestjs/platform-express';
import type { MaterialPage } from '@tutor/contracts';
import { DataSource } from 'typeorm';
import { Payment } from '../../payments/payment.entity';
import { listening } from '../../payments/testing/payments-fixtures';
import { YooKassaStandIn } from '../../payments/testing/yookassa-stand-in';
import { createTestApp } from '../../testing/test-app';
import { waitUntil } from '../../testing/wait-until';
import { PURCHASE_ORDER } from '../material-payments.service';
import { PurchaseRecord } from './purchase.entity';
import { publishedMaterial, teacher, type Teacher } from '../testing/marketplace-fixtures';

/** Slower than the return's budget (2 s), far faster than the client's own give-up (31.5 s). */
const PROVIDER_DELAY_MS = 4000;

describe('a material page while YooKassa is slow', () => {
  let standIn: YooKassaStandIn;
  let app: NestExpressApplication;
  let author: Teacher;
  let buyer: Teacher;

  beforeAll(async () => {
    standIn = await YooKassaStandIn.start();
    app = await createTestApp({ ...standIn.env(), TRUST_PROXY: 'loopback' });
    await listening(app);
    author = await teacher(app, 'Анна');
    buyer = await teacher(app, 'Борис');
  });

  afterAll(async () => {
    await app.close();
    await standIn.close();
  });

  const timedPage = async (query = ''): Promise<{ page: MaterialPage; ms: number }> => {
    const started = Date.now();
    const res = await buyer.browser.get(`/api/materials/${materialId}${query}`).expect(200);
    return { page: res.body as MaterialPage, ms: Date.now() - started };
  };

  let materialId = 0;

  it('answers from what is stored, the return within its budget, and grants once YooKassa answers', async () => {
    const material = await publishedMaterial(author, { access: 'paid', price: 2000 });
    materialId = material.id;
    const res = await buyer.browser.post(`/api/materials/${material.id}/purchase`).send({});
    expect(res.status).toBe(201);
    const purchase = await app
      .get(DataSource)
      .getRepository(PurchaseRecord)
      .findOneByOrFail({ materialId, buyerId: buyer.user.id });
    const payment = await app
      .get(DataSource)
      .getRepository(Payment)
      .findOneByOrFail({ orderType: PURCHASE_ORDER, orderId: purchase.id });
    standIn.setStatus(payment.providerPaymentId ?? '', 'succeeded');
    standIn.slowDown(PROVIDER_DELAY_MS);

    const visit = await timedPage();
    expect(visit.page.ownership).toMatchObject({ owned: false, pending: true });
    expect(visit.ms).toBeLessThan(1000);
    const back = await timedPage('?paid=1');
    expect(back.page.ownership.pending).toBe(true);
    expect(back.ms).toBeGreaterThanOrEqual(1900);
    expect(back.ms).toBeLessThan(3000);

    const granted = await waitUntil(
      'the background refresh grants the purchase',
      async () => (await timedPage()).page,
      (page) => page.ownership.owned && page.ownership.task_id !== null,
      3 * PROVIDER_DELAY_MS,
    );
    expect(granted.ownership.pending).toBe(false);
    expect(standIn.requestsTo('POST /v3/payments')).toHaveLength(1);
  });

  it('answers 503 while YooKassa fails, without leaving the purchase pending', async () => {
    standIn.slowDown(0);
    const material = await publishedMaterial(author, { access: 'paid', price: 500 });
    materialId = material.id;
    standIn.failAll();
    const refused = await buyer.browser.post(`/api/materials/${material.id}/purchase`).send({});
    expect(refused.status).toBe(503);
    expect((await timedPage()).page.ownership).toMatchObject({ owned: false, pending: false });
    standIn.failAll(false);
    const answer = await buyer.browser.post(`/api/materials/${material.id}/purchase`).send({});
    expect(answer.status).toBe(201);
    expect((await timedPage()).page.ownership).toMatchObject({ owned: false, pending: true });
  });
});
