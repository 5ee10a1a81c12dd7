import type { INestApplication } from '@nestjs/common';
import { ROLE_STUDENT, type PaymentReturn } from '@tutor/contracts';
import { DataSource } from 'typeorm';
import {
  payOnTestPage,
  publishedMaterial,
  purchaseOf,
  startPaying,
  type Teacher,
} from '../marketplace/testing/marketplace-fixtures';
import { useMarketplaceApp } from '../marketplace/testing/use-marketplace-app';
import { signUpTeacher } from '../subscriptions/testing/subscriptions-fixtures';
import { signedInBrowser, type TestBrowser } from '../testing/browser';
import { Payment } from './payment.entity';
import { TestPayment } from './test-provider/test-payment.entity';

describe('the payer’s return page reads how the payment went', () => {
  let app: INestApplication;
  let author: Teacher;
  let buyer: Teacher;
  useMarketplaceApp({}, (cast) => ({ app, author, buyer } = cast));

  const testPaymentOf = (confirmationUrl: string) =>
    app
      .get(DataSource)
      .getRepository(TestPayment)
      .findOneByOrFail({ id: new URL(confirmationUrl).pathname.split('/').at(-1) ?? '' });

  /** The id of our payment the provider sends the buyer back with. */
  async function returnPathOf(confirmationUrl: string): Promise<string> {
    return new URL((await testPaymentOf(confirmationUrl)).returnUrl).pathname;
  }

  const statusOf = async (who: TestBrowser, paymentId: string | number) =>
    (await who.get(`/api/payments/${paymentId}/status`).expect(200)).body as PaymentReturn;

  async function paying(price = 490) {
    const material = await publishedMaterial(author, {
      access: 'paid',
      price,
      title: 'Дроби для 5 класса',
    });
    const url = await startPaying(buyer, material.id);
    const back = await returnPathOf(url);
    const paymentId = /^\/marketplace\/payments\/(\d+)$/.exec(back)?.[1] ?? '';
    return { material, url, paymentId };
  }

  it('sends the buyer back to the payment’s page, which waits, then says it is paid', async () => {
    const { material, url, paymentId } = await paying();
    expect(paymentId).not.toBe('');
    expect(await statusOf(buyer.browser, paymentId)).toEqual({
      id: Number(paymentId),
      state: 'waiting',
      amount_rub: 490,
      item: 'material',
      material: { id: material.id, title: 'Дроби для 5 класса' },
    });
    // reading grants nothing while the provider has not said
    expect((await purchaseOf(app, buyer, material.id)).status).toBe('pending');

    await payOnTestPage(buyer.browser, url, 'pay');
    expect(await statusOf(buyer.browser, paymentId)).toMatchObject({ state: 'paid' });
    expect((await purchaseOf(app, buyer, material.id)).status).toBe('granted');
  });

  it('says a cancelled payment charged nothing, and buying again starts another', async () => {
    const { material, url, paymentId } = await paying();
    await payOnTestPage(buyer.browser, url, 'cancel');
    expect(await statusOf(buyer.browser, paymentId)).toMatchObject({ state: 'canceled' });
    expect((await purchaseOf(app, buyer, material.id)).status).toBe('canceled');
    const again = await startPaying(buyer, material.id);
    expect(await returnPathOf(again)).not.toBe(`/marketplace/payments/${paymentId}`);
  });

  it('lets only the payer read it: another teacher 403, a student 403, none such 404', async () => {
    const { paymentId } = await paying();
    await author.browser.get(`/api/payments/${paymentId}/status`).expect(403);
    const student = await signedInBrowser(app, { role: ROLE_STUDENT, firstName: 'Вера' });
    await student.browser.get(`/api/payments/${paymentId}/status`).expect(403);
    await buyer.browser.get('/api/payments/999999/status').expect(404);
    await buyer.browser.get('/api/payments/abc/status').expect(404);
  });

  it('makes one payment of a double click on «Buy»', async () => {
    const material = await publishedMaterial(author, { access: 'paid', price: 300 });
    const urls = await Promise.all([1, 2, 3].map(() => startPaying(buyer, material.id)));
    expect(new Set(urls).size).toBe(1);
    const payments = await app
      .get(DataSource)
      .getRepository(Payment)
      .countBy({ buyerId: buyer.user.id, orderType: 'purchase' });
    expect(payments).toBe(1);
  });

  it('brings a teacher back from paying for the plan to the same page, naming the plan', async () => {
    const teacher = await signUpTeacher(app, null, 'Ольга');
    const clicks = await Promise.all(
      [1, 2].map(() => teacher.browser.post('/api/subscription').expect(201)),
    );
    const urls = clicks.map((res) => (res.body as { confirmation_url: string }).confirmation_url);
    expect(new Set(urls).size).toBe(1);
    const back = await returnPathOf(urls[0] ?? '');
    const paymentId = /^\/marketplace\/payments\/(\d+)$/.exec(back)?.[1] ?? '';
    expect(await statusOf(teacher.browser, paymentId)).toMatchObject({
      state: 'waiting',
      item: 'plan',
      material: null,
    });
    await payOnTestPage(teacher.browser, urls[0] ?? '', 'pay');
    expect(await statusOf(teacher.browser, paymentId)).toMatchObject({ state: 'paid' });
    await buyer.browser.get(`/api/payments/${paymentId}/status`).expect(403);
  });
});
