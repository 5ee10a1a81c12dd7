import type { INestApplication } from '@nestjs/common';
import type { MaterialPage } from '@tutor/contracts';
import { DataSource } from 'typeorm';
import { TestPayment } from '../../payments/test-provider/test-payment.entity';
import { PurchaseExtraCharge } from './purchase-extra-charge.entity';
import {
  ledgerSum,
  materialInput,
  payOnTestPage,
  publishedMaterial,
  purchaseOf,
  startPaying,
  type Teacher,
} from '../testing/marketplace-fixtures';
import { useMarketplaceApp } from '../testing/use-marketplace-app';

const anyNumber: unknown = expect.any(Number);
const anyString: unknown = expect.any(String);

describe('a material made free while the buyer was paying for it', () => {
  let app: INestApplication;
  let author: Teacher;
  let buyer: Teacher;
  useMarketplaceApp({}, (cast) => ({ app, author, buyer } = cast));

  const makeFree = async (material: MaterialPage): Promise<void> => {
    await author.browser
      .patch(`/api/materials/${material.id}`)
      .send(materialInput(material.template_id ?? 0, { access: 'public', price: 0 }))
      .expect(200);
  };

  it('records the free take at 0 ₽ with no payment, and offers no refund of it', async () => {
    const material = await publishedMaterial(author, { access: 'paid', price: 2000 });
    await startPaying(buyer, material.id);
    await makeFree(material);
    await buyer.browser.post(`/api/materials/${material.id}/purchase`).send({}).expect(201);
    const purchase = await purchaseOf(app, buyer, material.id);
    expect(purchase).toMatchObject({ status: 'granted', price: 0, paymentId: null });
    const page = (await buyer.browser.get(`/api/materials/${material.id}`).expect(200))
      .body as MaterialPage;
    expect(page.ownership).toMatchObject({ owned: true, refundable: false });
    await buyer.browser.post(`/api/materials/${material.id}/refund`).expect(409);
  });

  it('gives back the pending payment paid after the free take, once, and keeps the take', async () => {
    const material = await publishedMaterial(author, { access: 'paid', price: 2000 });
    const url = await startPaying(buyer, material.id);
    await makeFree(material);
    await buyer.browser.post(`/api/materials/${material.id}/purchase`).send({}).expect(201);
    await payOnTestPage(buyer.browser, url);
    await buyer.browser.post(`/api/materials/${material.id}/refund`).expect(409);
    const purchase = await purchaseOf(app, buyer, material.id);
    expect(purchase).toMatchObject({ status: 'granted', price: 0, paymentId: null });
    expect(purchase.taskId).toEqual(anyNumber);
    expect(
      await app
        .get(DataSource)
        .getRepository(PurchaseExtraCharge)
        .findBy({ purchaseId: purchase.id }),
    ).toEqual([expect.objectContaining({ amountRub: 2000, refundedAt: anyNumber })]);
    const paid = new URL(url).pathname.split('/').pop() ?? '';
    expect(
      await app.get(DataSource).getRepository(TestPayment).findOneByOrFail({ id: paid }),
    ).toMatchObject({
      refundId: anyString,
    });
    expect(await ledgerSum(app, purchase, 'payment')).toBe(200_000);
    expect(await ledgerSum(app, purchase, 'refund')).toBe(-200_000);
  });
});
