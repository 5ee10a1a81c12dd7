import type { INestApplication } from '@nestjs/common';
import type { MaterialCataloguePage, MaterialPage } from '@tutor/contracts';
import { DataSource } from 'typeorm';
import { createTestApp } from '../../testing/test-app';
import { waitUntil } from '../../testing/wait-until';
import {
  makeMaterial,
  materialInput,
  publish,
  publishedMaterial,
  teacher,
  type Teacher,
} from '../testing/marketplace-fixtures';
import { PRICE_RANGE, useMarketplaceApp } from '../testing/use-marketplace-app';
import { CatalogueCache } from './catalogue-cache.service';
import { CatalogueVersion, VERSION_TTL_MS } from './catalogue-version.service';
import { MaterialCatalogue } from './material-catalogue.service';

/** A word of its own per test, so each test's listing holds only its materials. */
let wordCount = 0;
const WORDS = ['ксилофон', 'бегемот', 'фламинго', 'аккордеон', 'кенгуру', 'гиппопотам'];
const newWord = () => WORDS[wordCount++ % WORDS.length]! + String(wordCount);

const listing = async (who: Teacher, query: string): Promise<MaterialCataloguePage> =>
  (await who.browser.get(`/api/materials?${query}`).expect(200)).body as MaterialCataloguePage;

/** A free material titled with `word`, published by `author`. */
const listed = (author: Teacher, word: string, overrides = {}): Promise<MaterialPage> =>
  publishedMaterial(author, { title: `Тема ${word}`, ...overrides });

describe('the catalogue cache', () => {
  let app: INestApplication;
  let author: Teacher;
  let buyer: Teacher;
  useMarketplaceApp({}, (cast) => ({ app, author, buyer } = cast));

  const spyOnSearch = () => {
    const catalogue = app.get(MaterialCatalogue);
    return {
      counts: jest.spyOn(catalogue, 'counts'),
      page: jest.spyOn(catalogue, 'page'),
    };
  };

  it('answers a repeated query from the cache, the facets once per text and filters', async () => {
    const word = newWord();
    await listed(author, word);
    const spies = spyOnSearch();
    const first = await listing(buyer, `q=${word}`);
    expect(first.total).toBe(1);
    // the same query written otherwise, and another sort: the counts are not made again
    const again = await listing(author, `q=${word.toUpperCase()}%20%20`);
    const sorted = await listing(buyer, `q=${word}&sort=popular`);
    expect(again).toEqual(first);
    expect(sorted.facets).toEqual(first.facets);
    expect(spies.counts).toHaveBeenCalledTimes(1);
    expect(spies.page).toHaveBeenCalledTimes(2);
  });

  it('shows each viewer their own favourites on a cached page', async () => {
    const word = newWord();
    const material = await listed(author, word);
    await listing(author, `q=${word}`);
    await buyer.browser.put(`/api/materials/${material.id}/favourite`).expect(204);
    const spies = spyOnSearch();
    expect((await listing(buyer, `q=${word}`)).items[0]!.favourite).toBe(true);
    expect((await listing(author, `q=${word}`)).items[0]!.favourite).toBe(false);
    await buyer.browser.delete(`/api/materials/${material.id}/favourite`).expect(204);
    expect((await listing(buyer, `q=${word}`)).items[0]!.favourite).toBe(false);
    expect(spies.page).not.toHaveBeenCalled();
  });

  it('shows a publish, a price change, a hide and a delete in the next listing', async () => {
    const word = newWord();
    const first = await listed(author, word);
    expect((await listing(buyer, `q=${word}`)).total).toBe(1);
    // the listing with no query is cached too (counted, not read from its top: on PostgreSQL
    // earlier files' materials, made under a moved clock, may be newer than these)
    const everything = (await listing(buyer, '')).total;

    const draft = await makeMaterial(author, { title: `Тема ${word} два` });
    expect((await listing(buyer, `q=${word}`)).total).toBe(1);
    await publish(author, draft.id);
    const published = await listing(buyer, `q=${word}`);
    expect(published.total).toBe(2);
    expect((await listing(buyer, '')).total).toBe(everything + 1);

    const input = materialInput(draft.template_id ?? 0, {
      title: `Тема ${word} два`,
      access: 'paid',
      price: 300,
    });
    await author.browser.patch(`/api/materials/${draft.id}`).send(input).expect(200);
    const priced = await listing(buyer, `q=${word}&price_kind=paid`);
    expect(priced.items.map((card) => [card.id, card.price])).toEqual([[draft.id, 300]]);

    await author.browser
      .patch(`/api/materials/${draft.id}`)
      .send({ ...input, access: 'link', price: 0 })
      .expect(200);
    expect((await listing(buyer, `q=${word}`)).items.map((card) => card.id)).toEqual([first.id]);

    await author.browser.delete(`/api/materials/${first.id}`).expect(204);
    expect((await listing(buyer, `q=${word}`)).total).toBe(0);
    // the draft went to link access, the first material is deleted: both left the listing
    expect((await listing(buyer, '')).total).toBe(everything - 1);
  });

  it('shows a new rating in the next listing', async () => {
    const word = newWord();
    const material = await listed(author, word);
    expect((await listing(author, `q=${word}`)).items[0]!.rating).toBeNull();
    expect((await listing(author, `q=${word}&rating_min=4`)).total).toBe(0);
    const taken = (
      await buyer.browser.post(`/api/materials/${material.id}/purchase`).send({}).expect(201)
    ).body as { purchase: { task_id: number } };
    const page = (await buyer.browser.get(`/api/materials/${material.id}`).expect(200))
      .body as MaterialPage;
    await buyer.browser.get(`/api/tasks/${page.ownership.task_id ?? taken.purchase.task_id}`);
    await buyer.browser
      .post(`/api/materials/${material.id}/reviews`)
      .send({ rating: 4, text: 'Хорошо' })
      .expect(201);
    const rated = await listing(author, `q=${word}&rating_min=4`);
    expect(rated.items.map((card) => [card.id, card.rating, card.reviews_count])).toEqual([
      [material.id, 4, 1],
    ]);
  });

  it('shows a change made behind the API (raw SQL, an author’s new name) within a second', async () => {
    const word = newWord();
    const material = await listed(author, word);
    expect((await listing(buyer, `q=${word}`)).items[0]!.author.first_name).toBe('Анна');
    const db = app.get(DataSource);
    const started = Date.now();
    await db.query(`UPDATE users SET first_name = 'Анна Петровна' WHERE id = ${author.user.id}`);
    await waitUntil(
      'the new name in the listing',
      () => listing(buyer, `q=${word}`),
      (page) => page.items[0]?.author.first_name === 'Анна Петровна',
      2_000,
    );
    expect(Date.now() - started).toBeLessThan(VERSION_TTL_MS + 500);
    await db.query(`UPDATE materials SET purchases_count = 77 WHERE id = ${material.id}`);
    await waitUntil(
      'the new purchases count',
      () => listing(buyer, `q=${word}`),
      (page) => page.items[0]?.purchases_count === 77,
      1_000,
    );
  });

  it('moves the version on every change of a listed column, not on others', async () => {
    const word = newWord();
    const material = await listed(author, word);
    const db = app.get(DataSource);
    const version = async () =>
      Number(
        (await db.query<{ version: string }[]>('SELECT version FROM catalogue_version'))[0]!
          .version,
      );
    const before = await version();
    await db.query(`UPDATE materials SET link_token = 'x${material.id}' WHERE id = ${material.id}`);
    expect(await version()).toBe(before);
    await db.query(`UPDATE materials SET rating_sum = 9 WHERE id = ${material.id}`);
    expect(await version()).toBe(before + 1);
    await db.query(`DELETE FROM material_search WHERE material_id = ${material.id}`);
    expect(await version()).toBe(before + 2);
  });
});

describe('the catalogue cache on two API instances', () => {
  let appA: INestApplication;
  let appB: INestApplication;

  beforeAll(async () => {
    appA = await createTestApp(PRICE_RANGE);
    appB = await createTestApp(PRICE_RANGE);
  });

  afterAll(async () => {
    await appB?.close();
    await appA?.close();
  });

  it('shows a change made on one instance in the other’s listing within a second', async () => {
    const author = await teacher(appA, 'Анна');
    const viewerOnB = await teacher(appB, 'Борис');
    const word = newWord();
    const first = await listed(author, word);
    expect((await listing(viewerOnB, `q=${word}`)).total).toBe(1);
    const second = await listed(author, word);
    const shown = Date.now();
    const page = await waitUntil(
      'the second material on B',
      () => listing(viewerOnB, `q=${word}`),
      (found) => found.total === 2,
      2_000,
    );
    expect(Date.now() - shown).toBeLessThan(1_000);
    expect(page.items.map((card) => card.id)).toEqual([second.id, first.id]);
    await author.browser.delete(`/api/materials/${second.id}`).expect(204);
    await waitUntil(
      'the deleted material gone on B',
      () => listing(viewerOnB, `q=${word}`),
      (found) => found.total === 1,
      1_000,
    );
  });

  (process.env.REDIS_URL === undefined ? it.skip : it)(
    'shares cached answers through Redis: the other instance computes nothing',
    async () => {
      const author = await teacher(appA, 'Анна');
      const viewerOnB = await teacher(appB, 'Борис');
      const word = newWord();
      await listed(author, word);
      const onA = await listing(author, `q=${word}`);
      const catalogueB = appB.get(MaterialCatalogue);
      const counts = jest.spyOn(catalogueB, 'counts');
      const pages = jest.spyOn(catalogueB, 'page');
      appB.get(CatalogueVersion).touch();
      const onB = await listing(viewerOnB, `q=${word}`);
      expect(onB).toEqual(onA);
      expect(counts).not.toHaveBeenCalled();
      expect(pages).not.toHaveBeenCalled();
      expect(appB.get(CatalogueCache).size).toBeGreaterThan(0);
      jest.restoreAllMocks();
    },
  );
});
