import type { INestApplication } from '@nestjs/common';
import type {
  MaterialCataloguePage,
  MaterialPage,
  Purchase,
  Task,
  ValidationErrorBody,
} from '@tutor/contracts';
import { DataSource } from 'typeorm';
import { advanceClock, signedInBrowser } from '../testing/browser';
import { createStoredFile } from '../works/testing/works-fixtures';
import { LedgerEntry } from '../ledger/ledger-entry.entity';
import {
  makeMaterial,
  makeTask,
  materialInput,
  payOnTestPage,
  publish,
  publishedMaterial,
  teacher,
  type Teacher,
} from './testing/marketplace-fixtures';
import { useMarketplaceApp } from './testing/use-marketplace-app';

const DAY_MS = 86_400_000;

describe('materials', () => {
  let app: INestApplication;
  let author: Teacher;
  let buyer: Teacher;
  useMarketplaceApp({ MARKETPLACE_UPDATES_DAYS: '2' }, (cast) => ({ app, author, buyer } = cast));

  const pageOf = async (who: Teacher, id: number): Promise<MaterialPage> =>
    (await who.browser.get(`/api/materials/${id}`).expect(200)).body as MaterialPage;

  const take = async (who: Teacher, id: number) =>
    (await who.browser.post(`/api/materials/${id}/purchase`).send({}).expect(201)).body as
      { purchase: Purchase } | { confirmation_url: string };

  describe('making one', () => {
    it('makes a draft from the author’s task that only the author sees', async () => {
      const draft = await makeMaterial(author);
      expect(draft).toMatchObject({
        title: 'Квадратные уравнения',
        access: 'public',
        mine: true,
        version: null,
        published_at: null,
        author: { first_name: 'Анна' },
      });
      await buyer.browser.get(`/api/materials/${draft.id}`).expect(404);
    });

    it('refuses another teacher’s task, a price out of range and preview beyond the task', async () => {
      const theirs = await makeTask(buyer);
      const mine = await makeTask(author);
      const refused = async (body: object, field: string) => {
        const res = await author.browser.post('/api/materials').send(body).expect(422);
        expect(Object.keys((res.body as ValidationErrorBody).errors)).toEqual([field]);
      };
      await refused(materialInput(theirs.id), 'template_id');
      await refused(materialInput(mine.id, { access: 'paid', price: 10 }), 'price');
      await refused(materialInput(mine.id, { access: 'paid', price: 5001 }), 'price');
      await refused(materialInput(mine.id, { access: 'public', price: 100 }), 'price');
      await refused(materialInput(mine.id, { preview_questions: [3] }), 'preview_questions');
      await refused(materialInput(mine.id, { cover_file_id: 999999 }), 'cover_file_id');
    });

    it('keeps only safe markup of the description', async () => {
      const material = await makeMaterial(author, {
        description:
          '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:x">a</a> <a href="https://e.x/" target="_top">b</a></p>',
      });
      expect(material.description).toBe(
        '<p>Hi <a target="_blank" rel="noopener noreferrer nofollow">a</a> ' +
          '<a href="https://e.x/" target="_blank" rel="noopener noreferrer nofollow">b</a></p>',
      );
    });

    it('keeps the cover on an edit that leaves it out, removes it on null', async () => {
      const cover = await createStoredFile(app, author.user, 'png', 'cover.png', 'image/png');
      const material = await makeMaterial(author, { cover_file_id: cover.id });
      expect(material.cover_url).toBe(`/api/materials/${material.id}/cover`);
      const { cover_file_id: _left, ...edit } = materialInput(material.template_id ?? 0, {
        title: 'Новое',
      });
      const kept = (
        await author.browser.patch(`/api/materials/${material.id}`).send(edit).expect(200)
      ).body as MaterialPage;
      expect(kept).toMatchObject({ title: 'Новое', cover_url: material.cover_url });
      const removed = (
        await author.browser
          .patch(`/api/materials/${material.id}`)
          .send({ ...edit, cover_file_id: null })
          .expect(200)
      ).body as MaterialPage;
      expect(removed.cover_url).toBeNull();
    });

    it('refuses a student', async () => {
      const student = await signedInBrowser(app);
      await student.browser.post('/api/materials').send(materialInput(1)).expect(403);
    });
  });

  describe('publishing', () => {
    it('publishes the task as it is now as version 1, then later changes as version 2', async () => {
      const material = await makeMaterial(author);
      const first = await publish(author, material.id);
      expect(first.version).toMatchObject({ number: 1, changelog: 'Первая версия' });
      expect(first.published_at).toEqual(expect.any(Number));
      await author.browser
        .put(`/api/tasks/${first.template_id}`)
        .send({
          ...(await author.browser.get(`/api/tasks/${first.template_id}`)).body,
          title: 'New',
        })
        .expect(200);
      const second = await publish(author, material.id, 'Добавлен разбор');
      expect(second.versions.map((v) => v.number)).toEqual([2, 1]);
      expect(second.version?.changelog).toBe('Добавлен разбор');
    });

    it('shows others only the preview questions, without their answers', async () => {
      const material = await publishedMaterial(author, { preview_questions: [0] });
      const seen = await pageOf(buyer, material.id);
      expect(seen.preview).toHaveLength(1);
      expect(seen.preview[0]).toMatchObject({ type: 'single_choice', preview: true });
      expect(seen.preview[0]).not.toHaveProperty('correct');
      expect(seen.questions_count).toBe(3);
      expect((await pageOf(author, material.id)).preview).toHaveLength(3);
    });
  });

  describe('taking a free one', () => {
    it('gives a copy of the version in the buyer’s tasks, once', async () => {
      const material = await publishedMaterial(author);
      const answer = await take(buyer, material.id);
      if (!('purchase' in answer)) throw new Error('a free material answers the purchase');
      expect(answer.purchase).toMatchObject({ status: 'granted', price: 0, version_number: 1 });
      const copy = (await buyer.browser.get(`/api/tasks/${answer.purchase.task_id}`).expect(200))
        .body as Task;
      expect(copy).toMatchObject({ title: 'Fractions', subject_id: null, deadline: null });
      expect(copy.questions).toHaveLength(3);
      const page = await pageOf(buyer, material.id);
      expect(page.ownership).toMatchObject({ owned: true, task_id: copy.id, version_number: 1 });
      expect(page.preview).toHaveLength(3);
      expect(page.purchases_count).toBe(1);
      await buyer.browser.post(`/api/materials/${material.id}/purchase`).send({}).expect(409);
      await author.browser.post(`/api/materials/${material.id}/purchase`).send({}).expect(409);
      const list = (await buyer.browser.get('/api/purchases').expect(200)).body as Purchase[];
      expect(list.map((p) => p.material.id)).toEqual([material.id]);
    });

    it('offers newer versions for the updates window and updates the copy on request', async () => {
      const material = await publishedMaterial(author);
      await take(buyer, material.id);
      await publish(author, material.id, 'Исправлена опечатка');
      const page = await pageOf(buyer, material.id);
      expect(page.ownership.update_available).toBe(2);
      const updated = (
        await buyer.browser.post(`/api/materials/${material.id}/update-copy`).expect(201)
      ).body as MaterialPage;
      expect(updated.ownership).toMatchObject({ version_number: 2, update_available: null });
      await publish(author, material.id, 'Третья');
      advanceClock(app, 3 * DAY_MS);
      expect((await pageOf(buyer, material.id)).ownership.update_available).toBeNull();
      await buyer.browser.post(`/api/materials/${material.id}/update-copy`).expect(409);
    });

    it('keeps what was bought when the author deletes or hides the material', async () => {
      const material = await publishedMaterial(author);
      await take(buyer, material.id);
      const other = await teacher(app);
      await author.browser.delete(`/api/materials/${material.id}`).expect(204);
      expect((await pageOf(buyer, material.id)).ownership.owned).toBe(true);
      await other.browser.get(`/api/materials/${material.id}`).expect(404);
    });
  });

  describe('access', () => {
    it('opens a link material only through its link', async () => {
      const material = await publishedMaterial(author, { access: 'link' });
      const share = (await pageOf(author, material.id)).share_url ?? '';
      const token = /\/marketplace\/link\/([0-9a-f]{48})$/.exec(share)?.[1] ?? '';
      expect(token).not.toBe('');
      await buyer.browser.get(`/api/materials/${material.id}`).expect(404);
      await buyer.browser.post(`/api/materials/${material.id}/purchase`).send({}).expect(404);
      await buyer.browser.get(`/api/materials/link/${token}`).expect(200);
      await buyer.browser.get(`/api/materials/link/${'0'.repeat(48)}`).expect(404);
      await buyer.browser
        .post(`/api/materials/${material.id}/purchase`)
        .send({ token })
        .expect(201);
      expect((await pageOf(buyer, material.id)).ownership.owned).toBe(true);
    });

    it('keeps restricted materials to their author', async () => {
      const material = await publishedMaterial(author, { access: 'restricted' });
      await buyer.browser.get(`/api/materials/${material.id}`).expect(404);
      await buyer.browser.put(`/api/materials/${material.id}/favourite`).expect(404);
      await buyer.browser.patch(`/api/materials/${material.id}`).send(materialInput(1)).expect(403);
    });
  });

  describe('favourites', () => {
    it('adds once, lists and removes', async () => {
      const material = await publishedMaterial(author);
      await buyer.browser.put(`/api/materials/${material.id}/favourite`).expect(204);
      await buyer.browser.put(`/api/materials/${material.id}/favourite`).expect(204);
      const list = (await buyer.browser.get('/api/materials?scope=favourites').expect(200))
        .body as MaterialCataloguePage;
      expect(list.items.map((card) => [card.id, card.favourite])).toEqual([[material.id, true]]);
      await buyer.browser.delete(`/api/materials/${material.id}/favourite`).expect(204);
      const after = (await buyer.browser.get('/api/materials?scope=favourites').expect(200))
        .body as MaterialCataloguePage;
      expect(after.items).toEqual([]);
    });
  });

  describe('favourites’ facets', () => {
    it('counts the favourites, filters them, and lists the latest favourite first', async () => {
      const algebra = await publishedMaterial(author, { subject: 'algebra', title: 'Корни' });
      const geometry = await publishedMaterial(author, { subject: 'geometry', title: 'Углы' });
      await publishedMaterial(author, { subject: 'algebra', title: 'Не в избранном' });
      for (const id of [geometry.id, algebra.id]) {
        await buyer.browser.put(`/api/materials/${id}/favourite`).expect(204);
      }
      const list = (await buyer.browser.get('/api/materials?scope=favourites').expect(200))
        .body as MaterialCataloguePage;
      expect(list.items.map((card) => card.id)).toEqual([algebra.id, geometry.id]);
      expect(list.total).toBe(2);
      const subjects = Object.fromEntries(list.facets.subject.map((f) => [f.value, f.count]));
      expect(subjects).toMatchObject({ algebra: 1, geometry: 1 });
      const filtered = (
        await buyer.browser.get('/api/materials?scope=favourites&subject=geometry').expect(200)
      ).body as MaterialCataloguePage;
      expect(filtered.items.map((card) => card.id)).toEqual([geometry.id]);
      expect(
        Object.fromEntries(filtered.facets.subject.map((f) => [f.value, f.count])),
      ).toMatchObject({ algebra: 1, geometry: 1 });
    });
  });

  describe('the catalogue', () => {
    it('finds a material by another form of a word, and lists the author’s own', async () => {
      const material = await publishedMaterial(author, { title: 'Квадратные уравнения' });
      const found = (
        await buyer.browser.get(`/api/materials?q=${encodeURIComponent('уравнение')}`).expect(200)
      ).body as MaterialCataloguePage;
      expect(found.items.map((card) => card.id)).toContain(material.id);
      const mine = (await author.browser.get('/api/materials?scope=mine').expect(200))
        .body as MaterialCataloguePage;
      expect(mine.items.map((card) => card.id)).toContain(material.id);
    });

    it('answers 422 on a bad filter', async () => {
      const res = await buyer.browser.get('/api/materials?grade=12&sort=cheap').expect(422);
      expect(Object.keys((res.body as ValidationErrorBody).errors).sort()).toEqual([
        'grade',
        'sort',
      ]);
    });
  });

  describe('buying a paid one through the test provider', () => {
    it('grants after the provider says paid, writes the sale to the ledger once', async () => {
      const material = await publishedMaterial(author, { access: 'paid', price: 490 });
      expect((await pageOf(buyer, material.id)).price).toBe(490);
      const answer = await take(buyer, material.id);
      if (!('confirmation_url' in answer))
        throw new Error('a paid material answers a payment page');
      expect((await pageOf(buyer, material.id)).ownership).toMatchObject({
        owned: false,
        pending: true,
      });
      await payOnTestPage(buyer.browser, answer.confirmation_url);
      const page = await pageOf(buyer, material.id);
      expect(page.ownership).toMatchObject({ owned: true, pending: false, refundable: true });
      expect(page.ownership.task_id).toEqual(expect.any(Number));
      const lines = await app
        .get(DataSource)
        .getRepository(LedgerEntry)
        .find({ where: { authorId: author.user.id } });
      expect(lines.map((line) => [line.kind, line.amountKopecks])).toEqual([
        ['author_earnings', 39_200],
      ]);
      const all = await app
        .get(DataSource)
        .getRepository(LedgerEntry)
        .countBy({
          paymentId: lines[0]?.paymentId ?? 0,
        });
      expect(all).toBe(3);
    });

    it('leaves a canceled payment ungranted, to be tried again', async () => {
      const material = await publishedMaterial(author, { access: 'paid', price: 100 });
      const first = await take(buyer, material.id);
      if (!('confirmation_url' in first)) throw new Error('expected a payment page');
      await payOnTestPage(buyer.browser, first.confirmation_url, 'cancel');
      expect((await pageOf(buyer, material.id)).ownership).toMatchObject({
        owned: false,
        pending: false,
      });
      const second = await take(buyer, material.id);
      expect(second).toHaveProperty('confirmation_url');
    });
  });
});
