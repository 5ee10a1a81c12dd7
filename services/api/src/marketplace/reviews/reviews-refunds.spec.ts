import type { INestApplication } from '@nestjs/common';
import type { MaterialPage, MaterialReview, Purchase } from '@tutor/contracts';
import { DataSource } from 'typeorm';
import { LedgerEntry } from '../../ledger/ledger-entry.entity';
import { advanceClock } from '../../testing/browser';
import { payOnTestPage, publishedMaterial, type Teacher } from '../testing/marketplace-fixtures';
import { useMarketplaceApp } from '../testing/use-marketplace-app';

const DAY_MS = 86_400_000;

describe('reviews and refunds', () => {
  let app: INestApplication;
  let author: Teacher;
  let buyer: Teacher;
  useMarketplaceApp({ MARKETPLACE_REFUND_DAYS: '3' }, (cast) => ({ app, author, buyer } = cast));

  const pageOf = async (who: Teacher, id: number): Promise<MaterialPage> =>
    (await who.browser.get(`/api/materials/${id}`).expect(200)).body as MaterialPage;

  async function owned(price = 0): Promise<MaterialPage> {
    const material = await publishedMaterial(author, {
      access: price > 0 ? 'paid' : 'public',
      price,
    });
    const res = await buyer.browser
      .post(`/api/materials/${material.id}/purchase`)
      .send({})
      .expect(201);
    const answer = res.body as { confirmation_url?: string };
    if (answer.confirmation_url !== undefined)
      await payOnTestPage(buyer.browser, answer.confirmation_url);
    return pageOf(buyer, material.id);
  }

  const openCopy = async (page: MaterialPage) =>
    buyer.browser.get(`/api/tasks/${page.ownership.task_id ?? 0}`).expect(200);

  it('takes a review only once the copy is opened, keeps one per person and averages them', async () => {
    const page = await owned();
    expect(page.ownership.can_review).toBe(false);
    await buyer.browser
      .post(`/api/materials/${page.id}/reviews`)
      .send({ rating: 5, text: 'Отлично' })
      .expect(409);
    await openCopy(page);
    expect((await pageOf(buyer, page.id)).ownership.can_review).toBe(true);
    await buyer.browser
      .post(`/api/materials/${page.id}/reviews`)
      .send({ rating: 5, text: 'Отлично' })
      .expect(201);
    await buyer.browser
      .post(`/api/materials/${page.id}/reviews`)
      .send({ rating: 3, text: 'Неплохо' })
      .expect(201);
    const reviews = (await author.browser.get(`/api/materials/${page.id}/reviews`).expect(200))
      .body as MaterialReview[];
    expect(reviews).toEqual([
      expect.objectContaining({
        rating: 3,
        text: 'Неплохо',
        reviewer: { id: buyer.user.id, first_name: 'Борис' },
      }),
    ]);
    expect((await pageOf(author, page.id)).rating).toBe(3);
    expect((await pageOf(author, page.id)).reviews_count).toBe(1);
  });

  it('lets the author answer once, and nobody else', async () => {
    const page = await owned();
    await openCopy(page);
    const review = (
      await buyer.browser
        .post(`/api/materials/${page.id}/reviews`)
        .send({ rating: 4, text: 'Хорошо' })
        .expect(201)
    ).body as MaterialReview;
    const answer = `/api/materials/${page.id}/reviews/${review.id}/answer`;
    await buyer.browser.post(answer).send({ answer: 'Спасибо' }).expect(403);
    await author.browser.post(answer).send({ answer: 'Спасибо!' }).expect(201);
    await author.browser.post(answer).send({ answer: 'Ещё раз' }).expect(409);
    const [shown] = (await buyer.browser.get(`/api/materials/${page.id}/reviews`).expect(200))
      .body as MaterialReview[];
    expect(shown).toMatchObject({ answer: 'Спасибо!', mine: true });
  });

  it('refunds an unopened paid purchase: money back, copy and access gone, ledger reversed', async () => {
    const page = await owned(300);
    expect(page.ownership).toMatchObject({ owned: true, refundable: true });
    const after = (await buyer.browser.post(`/api/materials/${page.id}/refund`).expect(201))
      .body as MaterialPage;
    expect(after.ownership).toMatchObject({ owned: false, task_id: null });
    await buyer.browser.get(`/api/tasks/${page.ownership.task_id ?? 0}`).expect(404);
    const purchases = (await buyer.browser.get('/api/purchases').expect(200)).body as Purchase[];
    expect(purchases[0]).toMatchObject({ status: 'refunded' });
    const lines = await app
      .get(DataSource)
      .getRepository(LedgerEntry)
      .find({
        where: { orderType: 'purchase', orderId: purchases[0]?.id ?? 0 },
        order: { id: 'ASC' },
      });
    expect(lines.reduce((sum, line) => sum + line.amountKopecks, 0)).toBe(30_000 - 30_000);
    expect(lines.map((line) => line.kind).sort()).toEqual(
      ['author_earnings', 'author_refund', 'fee', 'fee_refund', 'payment', 'refund'].sort(),
    );
    await buyer.browser.post(`/api/materials/${page.id}/refund`).expect(409);
  });

  it('refuses a refund once the copy is opened or the window has passed', async () => {
    const opened = await owned(300);
    await openCopy(opened);
    await buyer.browser.post(`/api/materials/${opened.id}/refund`).expect(409);
    const late = await owned(200);
    advanceClock(app, 4 * DAY_MS);
    expect((await pageOf(buyer, late.id)).ownership.refundable).toBe(false);
    await buyer.browser.post(`/api/materials/${late.id}/refund`).expect(409);
  });

  it('refuses a refund of a free material', async () => {
    const page = await owned(0);
    await buyer.browser.post(`/api/materials/${page.id}/refund`).expect(409);
  });
});
