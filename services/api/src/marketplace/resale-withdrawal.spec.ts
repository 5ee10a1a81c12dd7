import type { INestApplication } from '@nestjs/common';
import type { MaterialCataloguePage, MaterialPage, Purchase } from '@tutor/contracts';
import { DataSource } from 'typeorm';
import { WithdrawResoldMaterials1796100000700 } from '../database/migrations/1796100000700-withdraw-resold-materials';
import { Task as TaskRow } from '../tasks/task.entity';
import { createTestApp } from '../testing/test-app';
import { waitUntil } from '../testing/wait-until';
import { Material } from './material.entity';
import { PurchaseRecord } from './purchases/purchase.entity';
import {
  makeMaterial,
  payOnTestPage,
  publish,
  publishedMaterial,
  teacher,
  type Teacher,
} from './testing/marketplace-fixtures';

describe('materials resold before task origins', () => {
  let app: INestApplication;
  let reseller: Teacher;
  let buyer: Teacher;
  let stranger: Teacher;

  beforeAll(async () => {
    app = await createTestApp({ MATERIAL_PRICE_MIN_RUB: '50', MATERIAL_PRICE_MAX_RUB: '5000' });
  });

  beforeEach(async () => {
    reseller = await teacher(app, 'Борис');
    buyer = await teacher(app, 'Вера');
    stranger = await teacher(app, 'Глеб');
  });

  afterAll(async () => {
    await app.close();
  });

  const buy = async (who: Teacher, materialId: number): Promise<void> => {
    const res = await who.browser
      .post(`/api/materials/${materialId}/purchase`)
      .send({})
      .expect(201);
    await payOnTestPage(who.browser, (res.body as { confirmation_url: string }).confirmation_url);
  };

  const catalogueIds = async (): Promise<number[]> => {
    const res = await stranger.browser.get('/api/materials?per_page=50').expect(200);
    return (res.body as MaterialCataloguePage).items.map((item) => item.id);
  };

  /** A published material of the reseller whose template is, as before origins, a bought copy. */
  const resold = async (access: 'paid' | 'public'): Promise<MaterialPage> => {
    const price = access === 'paid' ? 100 : 0;
    const made = await makeMaterial(reseller, { access, price });
    const material = await publish(reseller, made.id);
    await app
      .get(DataSource)
      .getRepository(TaskRow)
      .update({ id: made.template_id ?? 0 }, { origin: 'purchased' });
    return material;
  };

  const migrateAgain = async (): Promise<WithdrawResoldMaterials1796100000700> => {
    const runner = app.get(DataSource).createQueryRunner();
    const migration = new WithdrawResoldMaterials1796100000700();
    try {
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    return migration;
  };

  it('takes them off sale and out of the catalogue; buyers keep their copies', async () => {
    const paid = await resold('paid');
    const free = await resold('public');
    const own = await publishedMaterial(reseller, { access: 'paid', price: 300 });
    await buy(buyer, paid.id);
    const before = await catalogueIds();
    expect(before).toEqual(expect.arrayContaining([paid.id, free.id, own.id]));

    await migrateAgain();

    // the migration writes behind the API: the cached catalogue shows it within a second
    const after = await waitUntil(
      'the resold materials out of the catalogue',
      catalogueIds,
      (ids) => !ids.includes(paid.id),
      1_000,
    );
    expect(after).toContain(own.id);
    expect(after).not.toContain(paid.id);
    expect(after).not.toContain(free.id);
    const search = await stranger.browser
      .get(`/api/materials?q=${encodeURIComponent('Квадратные')}&per_page=50`)
      .expect(200);
    expect((search.body as MaterialCataloguePage).items.map((i) => i.id)).not.toContain(paid.id);
    for (const id of [paid.id, free.id]) {
      const attempt = await stranger.browser.post(`/api/materials/${id}/purchase`).send({});
      expect(attempt.status).toBeGreaterThanOrEqual(400);
      expect(attempt.status).toBeLessThan(500);
    }
    const data = app.get(DataSource);
    expect(await data.getRepository(PurchaseRecord).countBy({ buyerId: stranger.user.id })).toBe(0);
    const rows = await data.getRepository(Material).findBy([{ id: paid.id }, { id: own.id }]);
    expect(rows.map((m) => [m.id, m.access, m.price]).sort()).toEqual(
      [
        [paid.id, 'restricted', 0],
        [own.id, 'paid', 300],
      ].sort(),
    );

    const page = (await buyer.browser.get(`/api/materials/${paid.id}`).expect(200))
      .body as MaterialPage;
    expect(page.ownership.task_id).toEqual(expect.any(Number));
    await buyer.browser.get(`/api/tasks/${page.ownership.task_id ?? 0}`).expect(200);
    const purchases = (await buyer.browser.get('/api/purchases').expect(200)).body as Purchase[];
    expect(purchases.map((p) => [p.material.id, p.status])).toEqual([[paid.id, 'granted']]);
    const authorPage = (await reseller.browser.get(`/api/materials/${paid.id}`).expect(200))
      .body as MaterialPage;
    expect(authorPage).toMatchObject({ access: 'restricted', template_not_authored: true });
    expect(page.template_not_authored).toBe(false);
    const authored = (await reseller.browser.get(`/api/materials/${own.id}`).expect(200))
      .body as MaterialPage;
    expect(authored.template_not_authored).toBe(false);
  });

  it('leaves drafts and link materials of own tasks alone, and reverts', async () => {
    const paid = await resold('paid');
    const draft = await makeMaterial(reseller, { access: 'restricted' });
    const link = await publishedMaterial(reseller, { access: 'link' });
    const migration = await migrateAgain();
    const data = app.get(DataSource);
    const runner = data.createQueryRunner();
    try {
      await migration.down(runner);
      await expect(runner.hasTable('withdrawn_resold_materials')).resolves.toBe(false);
    } finally {
      await runner.release();
    }
    const rows = await data
      .getRepository(Material)
      .findBy([{ id: paid.id }, { id: draft.id }, { id: link.id }]);
    expect(Object.fromEntries(rows.map((m) => [m.id, [m.access, m.price]]))).toEqual({
      [paid.id]: ['paid', 100],
      [draft.id]: ['restricted', 0],
      [link.id]: ['link', 0],
    });
    await waitUntil(
      'the reverted material listed',
      catalogueIds,
      (ids) => ids.includes(paid.id),
      1_000,
    );
    const again = data.createQueryRunner();
    await migration.up(again).finally(() => again.release());
  });
});
