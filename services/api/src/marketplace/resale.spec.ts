import type { INestApplication } from '@nestjs/common';
import type {
  MaterialPage,
  Purchase,
  Task,
  TaskListPage,
  ValidationErrorBody,
} from '@tutor/contracts';
import { DataSource, IsNull } from 'typeorm';
import { TaskOrigins1796100000200 } from '../database/migrations/1796100000200-task-origins';
import { Task as TaskRow } from '../tasks/task.entity';
import { Material } from './material.entity';
import { PurchaseRecord } from './purchases/purchase.entity';
import {
  makeMaterial,
  makeTask,
  materialInput,
  payOnTestPage,
  publish,
  publishedMaterial,
  startPaying,
  type Teacher,
} from './testing/marketplace-fixtures';
import { useMarketplaceApp } from './testing/use-marketplace-app';

const REFUSAL_RU =
  'Это задание получено из маркетплейса: его нельзя опубликовать как свой материал.';
const REFUSAL_EN =
  'This task came from the marketplace: it cannot be published as your own material.';

describe('bought lessons stay the author’s', () => {
  let app: INestApplication;
  let author: Teacher;
  let buyer: Teacher;
  useMarketplaceApp({}, (cast) => ({ app, author, buyer } = cast));

  const taskOf = async (who: Teacher, id: number): Promise<Task> =>
    (await who.browser.get(`/api/tasks/${id}`).expect(200)).body as Task;

  const copyOf = async (who: Teacher, id: number): Promise<Task> =>
    (await who.browser.post(`/api/tasks/${id}/copy`).expect(201)).body as Task;

  /** The buyer's copy of a free or link material, taken through the API. */
  const takeFree = async (materialId: number, token?: string): Promise<Task> => {
    const res = await buyer.browser
      .post(`/api/materials/${materialId}/purchase`)
      .send(token === undefined ? {} : { token })
      .expect(201);
    return taskOf(buyer, (res.body as { purchase: Purchase }).purchase.task_id ?? 0);
  };

  const buy = async (materialId: number): Promise<Task> => {
    await payOnTestPage(buyer.browser, await startPaying(buyer, materialId));
    const page = (await buyer.browser.get(`/api/materials/${materialId}`).expect(200))
      .body as MaterialPage;
    return taskOf(buyer, page.ownership.task_id ?? 0);
  };

  /** Making a material of the buyer's task is refused on template_id, in ru and in en. */
  const expectRefusedAsMaterial = async (taskId: number): Promise<void> => {
    const ru = await buyer.browser.post('/api/materials').send(materialInput(taskId)).expect(422);
    expect(ru.body).toEqual({ message: REFUSAL_RU, errors: { template_id: [REFUSAL_RU] } });
    const en = await buyer.browser
      .post('/api/materials')
      .set('Accept-Language', 'en')
      .send(materialInput(taskId, { access: 'paid', price: 100 }))
      .expect(422);
    expect((en.body as ValidationErrorBody).errors).toEqual({ template_id: [REFUSAL_EN] });
  };

  describe('the resale chain', () => {
    it('refuses a bought copy, its copy and the copy of that as a material', async () => {
      const material = await publishedMaterial(author, { access: 'paid', price: 350 });
      const bought = await buy(material.id);
      expect(bought.origin).toBe('purchased');
      const copy = await copyOf(buyer, bought.id);
      const copyOfCopy = await copyOf(buyer, copy.id);
      expect([copy.origin, copyOfCopy.origin]).toEqual(['purchased', 'purchased']);
      expect(copyOfCopy.questions.map((q) => q.text)).toEqual(bought.questions.map((q) => q.text));
      for (const task of [bought, copy, copyOfCopy]) await expectRefusedAsMaterial(task.id);
      const list = ((await buyer.browser.get('/api/tasks').expect(200)).body as TaskListPage).items;
      expect(list.map((row) => row.origin)).toEqual(['purchased', 'purchased', 'purchased']);
      const mine = await buyer.browser.get('/api/materials?scope=mine').expect(200);
      expect((mine.body as { items: unknown[] }).items).toEqual([]);
    });

    it('refuses turning one’s own material into a bought copy, and a new version of one', async () => {
      const bought = await buy(
        (await publishedMaterial(author, { access: 'paid', price: 350 })).id,
      );
      const own = await makeMaterial(buyer);
      const res = await buyer.browser
        .patch(`/api/materials/${own.id}`)
        .send(materialInput(bought.id))
        .expect(422);
      expect((res.body as ValidationErrorBody).errors).toEqual({ template_id: [REFUSAL_RU] });
      // A material made from a bought copy before origins were recorded publishes no version.
      await app
        .get(DataSource)
        .getRepository(TaskRow)
        .update({ id: own.template_id ?? 0 }, { origin: 'purchased' });
      const refused = await buyer.browser
        .post(`/api/materials/${own.id}/versions`)
        .send({ changelog: 'Первая версия' })
        .expect(422);
      expect((refused.body as ValidationErrorBody).errors).toEqual({ template_id: [REFUSAL_RU] });
    });

    it('keeps the teacher’s own task and its copies publishable', async () => {
      const task = await makeTask(buyer);
      const copy = await copyOf(buyer, task.id);
      expect([task.origin, copy.origin]).toEqual(['authored', 'authored']);
      const made = await buyer.browser
        .post('/api/materials')
        .send(materialInput(copy.id))
        .expect(201);
      await publish(buyer, (made.body as MaterialPage).id);
    });

    it('copies only the teacher’s own tasks', async () => {
      const bought = await buy(
        (await publishedMaterial(author, { access: 'paid', price: 350 })).id,
      );
      await author.browser.post(`/api/tasks/${bought.id}/copy`).expect(403);
      await buyer.browser.post('/api/tasks/999999/copy').expect(404);
    });
  });

  describe('free takes', () => {
    it('marks a free copy and a link copy, neither publishable', async () => {
      const free = await takeFree((await publishedMaterial(author)).id);
      const linked = await publishedMaterial(author, { access: 'link' });
      const share = (
        (await author.browser.get(`/api/materials/${linked.id}`).expect(200)).body as MaterialPage
      ).share_url;
      const token = /\/link\/([0-9a-f]{48})$/.exec(share ?? '')?.[1];
      const viaLink = await takeFree(linked.id, token);
      expect([free.origin, viaLink.origin]).toEqual(['free', 'link']);
      await expectRefusedAsMaterial(free.id);
      await expectRefusedAsMaterial((await copyOf(buyer, viaLink.id)).id);
    });

    it('grants 20 takes at once and a retry by one teacher once: one purchase, one copy', async () => {
      const material = await publishedMaterial(author);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          buyer.browser.post(`/api/materials/${material.id}/purchase`).send({}),
        ),
      );
      expect(answers.map((res) => res.status).sort()).toEqual([
        201,
        ...Array.from({ length: 19 }, () => 409),
      ]);
      // A retry afterwards is the same second take.
      await buyer.browser.post(`/api/materials/${material.id}/purchase`).send({}).expect(409);
      const data = app.get(DataSource);
      const purchases = await data.getRepository(PurchaseRecord).findBy({
        materialId: material.id,
      });
      expect(purchases).toHaveLength(1);
      expect(purchases[0]).toMatchObject({ status: 'granted', price: 0 });
      const copies = await data
        .getRepository(TaskRow)
        .findBy({ teacherId: buyer.user.id, deletedAt: IsNull() });
      expect(copies.map((task) => [task.id, task.origin])).toEqual([
        [purchases[0]?.taskId, 'free'],
      ]);
      const counted = await data.getRepository(Material).findOneByOrFail({ id: material.id });
      expect(counted.purchasesCount).toBe(1);
    });

    it('takes again once after a refunded row, counting it once', async () => {
      const material = await publishedMaterial(author);
      const data = app.get(DataSource);
      await takeFree(material.id);
      await data
        .getRepository(PurchaseRecord)
        .update({ materialId: material.id }, { status: 'refunded' });
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          buyer.browser.post(`/api/materials/${material.id}/purchase`).send({}),
        ),
      );
      expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
      expect(answers.filter((res) => res.status !== 201 && res.status !== 409)).toEqual([]);
      const counted = await data.getRepository(Material).findOneByOrFail({ id: material.id });
      expect(counted.purchasesCount).toBe(2);
    });
  });

  describe('the migration', () => {
    it('marks the copies made before it from their purchases, and reverts', async () => {
      const bought = await buy(
        (await publishedMaterial(author, { access: 'paid', price: 350 })).id,
      );
      const free = await takeFree((await publishedMaterial(author)).id);
      const own = await makeTask(buyer);
      const data = app.get(DataSource);
      const runner = data.createQueryRunner();
      const migration = new TaskOrigins1796100000200();
      try {
        await migration.down(runner);
        expect(await runner.hasColumn('tasks', 'origin')).toBe(false);
        await migration.up(runner);
      } finally {
        await runner.release();
      }
      const origins = await data.getRepository(TaskRow).find({
        where: { teacherId: buyer.user.id },
        order: { id: 'ASC' },
      });
      expect(origins.map((task) => [task.id, task.origin])).toEqual([
        [bought.id, 'purchased'],
        [free.id, 'free'],
        [own.id, 'authored'],
      ]);
      const purchases = await data.getRepository(PurchaseRecord).findBy({ buyerId: buyer.user.id });
      expect(purchases.map((row) => row.taskId).sort()).toEqual([bought.id, free.id].sort());
    });
  });
});
