import type { INestApplication } from '@nestjs/common';
import type { MaterialPage } from '@tutor/contracts';
import { DataSource } from 'typeorm';
import { LedgerEntry } from '../ledger/ledger-entry.entity';
import { TestPayment } from '../payments/test-provider/test-payment.entity';
import { createTestApp } from '../testing/test-app';
import { PURCHASE_ORDER } from './material-payments';
import { PurchaseExtraCharge } from './purchase-extra-charge.entity';
import { PurchaseRecord } from './purchase.entity';
import {
  materialInput,
  payOnTestPage,
  publishedMaterial,
  teacher,
  type Teacher,
} from './testing/marketplace-fixtures';

const anyNumber: unknown = expect.any(Number);
const anyString: unknown = expect.any(String);

describe('a material made free while the buyer was paying for it', () => {
  let app: INestApplication;
  let author: Teacher;
  let buyer: Teacher;

  beforeAll(async () => {
    app = await createTestApp({ MATERIAL_PRICE_MIN_RUB: '50', MATERIAL_PRICE_MAX_RUB: '5000' });
  });

  beforeEach(async () => {
    author = await teacher(app, 'Анна');
    buyer = await teacher(app, 'Борис');
  });

  afterAll(async () => {
    await app.close();
  });

  const repo = <T extends object>(entity: new () => T) => app.get(DataSource).getRepository(entity);

  const startPaying = async (materialId: number): Promise<string> => {
    const res = await buyer.browser.post(`/api/materials/${materialId}/purchase`).send({});
    expect(res.status).toBe(201);
    return (res.body as { confirmation_url: string }).confirmation_url;
  };

  const makeFree = async (material: MaterialPage): Promise<void> => {
    await author.browser
      .patch(`/api/materials/${material.id}`)
      .send(materialInput(material.template_id ?? 0, { access: 'public', price: 0 }))
      .expect(200);
  };

  const ledgerSum = async (purchase: PurchaseRecord, kind: string): Promise<number> => {
    const lines = await repo(LedgerEntry).findBy({
      orderType: PURCHASE_ORDER,
      orderId: purchase.id,
    });
    return lines
      .filter((line) => line.kind === kind)
      .reduce((sum, line) => sum + line.amountKopecks, 0);
  };

  it('records the free take at 0 ₽ with no payment, and offers no refund of it', async () => {
    const material = await publishedMaterial(author, { access: 'paid', price: 2000 });
    await startPaying(material.id);
    await makeFree(material);
    await buyer.browser.post(`/api/materials/${material.id}/purchase`).send({}).expect(201);
    const purchase = await repo(PurchaseRecord).findOneByOrFail({
      materialId: material.id,
      buyerId: buyer.user.id,
    });
    expect(purchase).toMatchObject({ status: 'granted', price: 0, paymentId: null });
    const page = (await buyer.browser.get(`/api/materials/${material.id}`).expect(200))
      .body as MaterialPage;
    expect(page.ownership).toMatchObject({ owned: true, refundable: false });
    await buyer.browser.post(`/api/materials/${material.id}/refund`).expect(409);
  });

  it('gives back the pending payment paid after the free take, once, and keeps the take', async () => {
    const material = await publishedMaterial(author, { access: 'paid', price: 2000 });
    const url = await startPaying(material.id);
    await makeFree(material);
    await buyer.browser.post(`/api/materials/${material.id}/purchase`).send({}).expect(201);
    await payOnTestPage(buyer.browser, url);
    await buyer.browser.post(`/api/materials/${material.id}/refund`).expect(409);
    const purchase = await repo(PurchaseRecord).findOneByOrFail({
      materialId: material.id,
      buyerId: buyer.user.id,
    });
    expect(purchase).toMatchObject({ status: 'granted', price: 0, paymentId: null });
    expect(purchase.taskId).toEqual(anyNumber);
    expect(await repo(PurchaseExtraCharge).findBy({ purchaseId: purchase.id })).toEqual([
      expect.objectContaining({ amountRub: 2000, refundedAt: anyNumber }),
    ]);
    const paid = new URL(url).pathname.split('/').pop() ?? '';
    expect(await repo(TestPayment).findOneByOrFail({ id: paid })).toMatchObject({
      refundId: anyString,
    });
    expect(await ledgerSum(purchase, 'payment')).toBe(200_000);
    expect(await ledgerSum(purchase, 'refund')).toBe(-200_000);
  });
});
