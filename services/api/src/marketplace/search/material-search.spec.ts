import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import type { MaterialCatalogueQuery } from '@tutor/contracts';
import { DataSource, type Repository } from 'typeorm';
import { MaterialSearch1795900000200 } from '../../database/migrations/1795900000200-material-search';
import { createTestApp, isPostgresRun } from '../../testing/test-app';
import { User } from '../../users/user.entity';
import { Favourite } from '../favourite.entity';
import { Material } from '../material.entity';
import { MaterialCatalogue, inIdOrder } from './material-catalogue.service';
import { MaterialSearchIndex, materialTags } from './material-search.index';
import { MaterialSearchModule } from './material-search.module';
import { createCatalogueTriggers } from '../../database/migrations/1796300000800-catalogue-version';
import { SearchDocumentInListing1796500000100 } from '../../database/migrations/1796500000100-search-document-in-listing';
import { CatalogueGroups1796500001000 } from '../../database/migrations/1796500001000-catalogue-groups';
import { CatalogueTermGroups1796500002000 } from '../../database/migrations/1796500002000-catalogue-term-groups';
import { searchText } from '../../common/search/russian-text';
import { CatalogueTermFolding } from './catalogue-term-folding';

/**
 * The same assertions run on SQLite (FTS5) and on PostgreSQL (tsvector): DATABASE_URL
 * picks the database. On PostgreSQL spec files share one database, so each test first
 * takes every earlier material out of the listing (deleted_at) and counts only its own.
 */
const DAY = 86_400_000;
const T0 = Date.UTC(2030, 0, 1);

describe(`material search (${isPostgresRun() ? 'PostgreSQL' : 'SQLite'})`, () => {
  let app: INestApplication;
  let dataSource: DataSource;
  let materials: Repository<Material>;
  let users: Repository<User>;
  let index: MaterialSearchIndex;
  let catalogue: MaterialCatalogue;
  let author: User;
  let viewer: User;
  let clock = T0;

  beforeAll(async () => {
    app = await createTestApp({}, [MaterialSearchModule]);
    dataSource = app.get(DataSource);
    materials = dataSource.getRepository(Material);
    users = dataSource.getRepository(User);
    index = app.get(MaterialSearchIndex);
    catalogue = app.get(MaterialCatalogue);
    author = await newUser('Автор');
    viewer = await newUser('Зритель');
  });

  afterAll(async () => {
    await app.close();
  });

  beforeEach(async () => {
    await dataSource.query(
      `UPDATE materials SET deleted_at = ${T0 - DAY} WHERE deleted_at IS NULL`,
    );
  });

  function newUser(firstName: string): Promise<User> {
    return users.save(
      users.create({
        email: `search-${randomUUID()}@example.com`,
        firstName,
        role: 1,
        phone: null,
        passwordHash: null,
      }),
    );
  }

  /** A listed material (public, published now-ish, later ones newer), indexed. */
  async function add(fields: Partial<Material> = {}, indexed = true): Promise<number> {
    clock += 1000;
    const saved = await materials.save(
      materials.create({
        authorId: author.id,
        templateId: null,
        title: 'Материал',
        subject: 'other',
        grade: 5,
        exams: [],
        description: '',
        coverFileId: null,
        access: 'public',
        price: 0,
        linkToken: randomUUID(),
        previewQuestions: [],
        currentVersionId: null,
        publishedAt: clock,
        purchasesCount: 0,
        ratingSum: 0,
        reviewsCount: 0,
        createdAt: clock,
        updatedAt: clock,
        deletedAt: null,
        ...fields,
      }),
    );
    if (indexed) await index.indexMaterial(saved);
    return saved.id;
  }

  const count = async (sql: string): Promise<number> =>
    Number((await dataSource.query<{ n: number | string }[]>(sql))[0]?.n);
  const search = (query: MaterialCatalogueQuery = {}) =>
    catalogue.search({ ...query, viewerId: viewer.id });
  const ids = async (query: MaterialCatalogueQuery = {}) => (await search(query)).ids;

  describe('schema', () => {
    it('leaves the entities and the schema matching (no change would be generated)', async () => {
      const sql = await dataSource.driver.createSchemaBuilder().log();
      expect(sql.upQueries.map((query) => query.query)).toEqual([]);
    });

    it('is reversible: down drops the search tables, up makes them again', async () => {
      const before = await add({ title: 'До миграции', purchasesCount: 3 });
      const migration = new MaterialSearch1795900000200();
      const runner = dataSource.createQueryRunner();
      try {
        await new CatalogueTermGroups1796500002000().down(runner);
        await new CatalogueGroups1796500001000().down(runner);
        await migration.down(runner);
        expect(await runner.hasTable('material_search')).toBe(false);
        expect(await runner.hasTable('material_listing')).toBe(false);
        await migration.up(runner);
        // dropping the table took the catalogue version's triggers with it (later files share
        // this database on PostgreSQL): the migrations after this one made them
        await createCatalogueTriggers(runner, 'material_search');
        await new SearchDocumentInListing1796500000100().up(runner);
        await new CatalogueGroups1796500001000().up(runner);
        await new CatalogueTermGroups1796500002000().up(runner);
        expect(await runner.hasTable('material_search')).toBe(true);
        expect(await runner.hasTable('material_listing')).toBe(true);
      } finally {
        await runner.release();
      }
      // The listing is filled from materials; the text waits for index() / reindexAll().
      expect(await ids({ sort: 'popular' })).toEqual([before]);
      expect(await ids({ q: 'миграции' })).toEqual([]);
      const id = await add({ title: 'Проверка миграции' });
      expect(await ids({ q: 'миграция' })).toEqual([id]);
      await index.reindexAll();
      expect(await ids({ q: 'миграция' })).toEqual([id, before]);
    });

    it('keeps the listing in step with materials, whatever writes them', async () => {
      const first = await add({ title: 'Первый' });
      const second = await add({ title: 'Второй' });
      expect(await ids({ sort: 'popular' })).toEqual([second, first]);
      await materials.update({ id: first }, { purchasesCount: 10 });
      expect(await ids({ sort: 'popular' })).toEqual([first, second]);
      await dataSource.query(`UPDATE materials SET access = 'restricted' WHERE id = ${second}`);
      expect(await ids()).toEqual([first]);
      await dataSource.query(
        `UPDATE materials SET access = 'paid', price = 700, subject = 'history' WHERE id = ${second}`,
      );
      expect(await search({ price_kind: 'paid' })).toMatchObject({
        ids: [second],
        facets: { subject: [{ value: 'history', count: 1 }] },
      });
      await materials.update({ id: first }, { deletedAt: T0 });
      expect(await ids()).toEqual([second]);
      await materials.update({ id: second }, { publishedAt: null });
      expect(await ids()).toEqual([]);
      await materials.delete({ id: second });
      expect(
        await count(`SELECT COUNT(*) AS n FROM material_listing WHERE material_id = ${second}`),
      ).toBe(0);
    });
  });

  describe('the whole catalogue’s kept groups', () => {
    /** (subject, grade, exams, access) → listed materials, as kept and as counted afresh. */
    const groups = async (table: 'kept' | 'counted') =>
      (
        await dataSource.query<{ key: string; n: number | string }[]>(
          table === 'kept'
            ? `SELECT subject || '/' || grade || '/' || exams || '/' || access AS key, n
               FROM material_listing_groups WHERE n <> 0`
            : `SELECT subject || '/' || grade || '/' || exams || '/' || access AS key,
                 COUNT(*) AS n FROM material_listing WHERE listed = 1
               GROUP BY subject, grade, exams, access`,
        )
      )
        .map(({ key, n }) => `${key}=${Number(n)}`)
        .sort();

    it('follows every change the listing sees, and the facets read them', async () => {
      const math = await add({ subject: 'math', grade: 7 });
      const draft = await add({ subject: 'math', grade: 7, publishedAt: null });
      const paid = await add({ subject: 'physics', grade: 9, access: 'paid', price: 300 });
      await add({ subject: 'physics', grade: 9, exams: ['oge'] });
      expect(await groups('kept')).toEqual(await groups('counted'));
      expect(await search({ subject: 'math' })).toMatchObject({
        total: 1,
        facets: {
          subject: [
            { value: 'math', count: 1 },
            { value: 'physics', count: 2 },
          ],
        },
      });

      await materials.update({ id: draft }, { publishedAt: clock });
      await materials.update({ id: math }, { grade: 8 });
      await dataSource.query(`UPDATE materials SET access = 'restricted' WHERE id = ${paid}`);
      expect(await groups('kept')).toEqual(await groups('counted'));
      expect((await search({ subject: 'math' })).facets.grade).toEqual([
        { value: 7, count: 1 },
        { value: 8, count: 1 },
      ]);
      expect((await search({ price_kind: 'paid' })).total).toBe(0);

      await dataSource.query(`UPDATE materials SET access = 'paid' WHERE id = ${paid}`);
      await materials.delete({ id: math });
      expect(await groups('kept')).toEqual(await groups('counted'));
      expect((await search({})).total).toBe(3);
      expect((await search({ price_kind: 'paid' })).total).toBe(1);
    });

    it('keeps them right under 20 moves at once, in both directions', async () => {
      const moving = await Promise.all(
        Array.from({ length: 20 }, (_, i) => add({ subject: i % 2 ? 'math' : 'physics' })),
      );
      await Promise.all(
        moving.map((id, i) =>
          dataSource.query(
            `UPDATE materials SET subject = '${i % 2 ? 'physics' : 'math'}' WHERE id = ${id}`,
          ),
        ),
      );
      expect(await groups('kept')).toEqual(await groups('counted'));
      expect((await search({})).facets.subject).toEqual([
        { value: 'math', count: 10 },
        { value: 'physics', count: 10 },
      ]);
    });
  });

  // PostgreSQL keeps each word's groups (migration 1796500002000); SQLite counts from FTS5.
  (isPostgresRun() ? describe : describe.skip)('a word’s kept groups', () => {
    /** term/subject/grade/exams/access → listed materials, as kept and as counted afresh. */
    const termGroups = async (table: 'kept' | 'counted') =>
      (
        await dataSource.query<{ key: string; n: number | string }[]>(
          table === 'kept'
            ? `SELECT term || '/' || subject || '/' || grade || '/' || exams || '/' || access
                 AS key, SUM(n) AS n
               FROM material_term_groups GROUP BY term, subject, grade, exams, access
               HAVING SUM(n) <> 0`
            : `SELECT t.term || '/' || subject || '/' || grade || '/' || exams || '/' || access
                 AS key, COUNT(*) AS n
               FROM material_listing CROSS JOIN unnest(tsvector_to_array(document)) AS t (term)
               WHERE listed = 1 GROUP BY t.term, subject, grade, exams, access`,
        )
      )
        .map(({ key, n }) => `${key}=${Number(n)}`)
        .sort();
    const fold = () => app.get(CatalogueTermFolding).foldAll();
    const unfolded = () => count('SELECT COUNT(*) AS n FROM material_term_groups WHERE NOT folded');

    it('follows every change the listing sees, folds, and the facets read them', async () => {
      const first = await add({ title: 'Дроби и уравнения', subject: 'math', grade: 7 });
      const draft = await add({ title: 'Уравнения', subject: 'math', grade: 7, publishedAt: null });
      const paid = await add({
        title: 'Тепловые уравнения',
        subject: 'physics',
        access: 'paid',
        price: 300,
      });
      expect(await termGroups('kept')).toEqual(await termGroups('counted'));
      expect(await search({ q: 'уравнения', subject: 'math' })).toMatchObject({
        total: 1,
        facets: {
          subject: [
            { value: 'math', count: 1 },
            { value: 'physics', count: 1 },
          ],
          price_kind: [{ value: 'free', count: 1 }],
        },
      });

      await materials.update({ id: draft }, { publishedAt: clock });
      await materials.update({ id: first }, { grade: 8 });
      await index.index(paid, { title: 'Тепловой баланс', description: '', tags: [] });
      expect(await termGroups('kept')).toEqual(await termGroups('counted'));
      expect(await unfolded()).toBeGreaterThan(0);
      expect(await fold()).toBeGreaterThan(0);
      expect(await unfolded()).toBe(0);
      expect(await termGroups('kept')).toEqual(await termGroups('counted'));
      const counted = await search({ q: 'уравнение' });
      expect(counted).toMatchObject({ total: 2, ids: [draft, first] });
      expect(counted.facets.grade).toEqual([
        { value: 7, count: 1 },
        { value: 8, count: 1 },
      ]);

      await index.remove(first);
      await materials.delete({ id: draft });
      await dataSource.query(`UPDATE materials SET deleted_at = ${clock} WHERE id = ${paid}`);
      expect(await termGroups('kept')).toEqual(await termGroups('counted'));
      expect((await search({ q: 'уравнения' })).total).toBe(0);
    });

    it('stays right under 20 writers and two folds at once', async () => {
      const ids20 = await Promise.all(
        Array.from({ length: 20 }, (_, i) => add({ title: `Параллельные задачи ${i}` })),
      );
      await Promise.all([
        ...ids20.map((id, i) =>
          i % 2
            ? dataSource.query(`UPDATE materials SET subject = 'math' WHERE id = ${id}`)
            : index.index(id, { title: 'Параллельные прямые', description: '', tags: [] }),
        ),
        fold(),
        fold(),
      ]);
      expect(await termGroups('kept')).toEqual(await termGroups('counted'));
      await fold();
      expect(await termGroups('kept')).toEqual(await termGroups('counted'));
      expect((await search({ q: 'параллельные' })).total).toBe(20);
      expect((await search({ q: 'прямые' })).total).toBe(10);
    });

    it('ranks the newest matches of a word in most of the catalogue', async () => {
      // 1,002 listed, all with the word: M² > RANK_CANDIDATES × listed, so the 1,000 newest
      // are ranked. The oldest title match is not among them; the newest is first.
      const oldest = await add({ title: 'Редкость в названии' });
      const template = await add({ description: 'Здесь упоминается редкость' });
      const columns = (
        await dataSource.query<{ name: string }[]>(
          `SELECT column_name AS name FROM information_schema.columns
           WHERE table_name = 'materials' AND table_schema = current_schema() AND column_name <> 'id'`,
        )
      ).map(({ name }) => name);
      const copied: Record<string, string> = {
        published_at: 'published_at + g',
        link_token: "link_token || '-' || g",
      };
      await dataSource.query(
        `INSERT INTO materials (${columns.join(', ')})
         SELECT ${columns.map((c) => copied[c] ?? c).join(', ')}
         FROM materials CROSS JOIN generate_series(1, 999) AS g WHERE id = ${template}`,
      );
      await dataSource.query(
        `INSERT INTO material_search (material_id, title, description, tags)
         SELECT id, '', $1, '' FROM materials WHERE id > ${template}`,
        [searchText('Здесь упоминается редкость')],
      );
      clock += 10_000;
      const newest = await add({ title: 'Редкость' });
      const found = await search({ q: 'редкость' });
      expect(found.total).toBe(1002);
      expect(found.ids[0]).toBe(newest);
      expect(found.ids).not.toContain(oldest);
    });
  });

  describe('text', () => {
    it('finds other forms of the words (Snowball stems)', async () => {
      const quadratic = await add({ title: 'Квадратные уравнения' });
      const linear = await add({ title: 'Линейное уравнение с одной переменной' });
      await add({ title: 'Дроби' });
      expect(await ids({ q: 'уравнение' })).toEqual(expect.arrayContaining([quadratic, linear]));
      expect((await search({ q: 'уравнение' })).total).toBe(2);
      expect(await ids({ q: 'уравнениями', sort: 'newest' })).toEqual([linear, quadratic]);
      expect(await ids({ q: 'квадратное' })).toEqual([quadratic]);
    });

    it('ignores case and ё', async () => {
      const tree = await add({ title: 'Новогодняя елка' });
      const hedgehog = await add({ title: 'ЁЖИК в тумане' });
      expect(await ids({ q: 'ЁЛКИ' })).toEqual([tree]);
      expect(await ids({ q: 'Ёлочка елки' })).toEqual([]);
      expect(await ids({ q: 'ежики' })).toEqual([hedgehog]);
      expect(await ids({ q: 'ЁЖИК' })).toEqual([hedgehog]);
    });

    it('requires every word of the query', async () => {
      const both = await add({ title: 'Квадратные уравнения' });
      await add({ title: 'Квадратные корни' });
      await add({ title: 'Линейные уравнения' });
      expect(await ids({ q: 'квадратное уравнение' })).toEqual([both]);
      expect(await ids({ q: 'уравнения несуществующееслово' })).toEqual([]);
    });

    it('searches the description without its markup, and the tags', async () => {
      const described = await add({
        title: 'Урок',
        description: '<p>Решаем <b>системы</b>&nbsp;неравенств</p>',
      });
      const algebra = await add({ title: 'Урок', subject: 'algebra', grade: 9, exams: ['oge'] });
      expect(await ids({ q: 'система неравенства' })).toEqual([described]);
      expect(await ids({ q: 'b' })).toEqual([]);
      expect(await ids({ q: 'математика' })).toEqual([algebra]);
      expect(await ids({ q: 'алгебра 9 класс ОГЭ' })).toEqual([algebra]);
    });

    it('ranks a title match above a description match above a tag match', async () => {
      const inTags = await add({ title: 'Урок', subject: 'math' });
      const inDescription = await add({
        title: 'Урок физики',
        subject: 'physics',
        description: 'Задачи по математике',
      });
      const inTitle = await add({ title: 'Математика', subject: 'physics' });
      await add({ title: 'Урок', subject: 'physics' });
      expect(await ids({ q: 'математика' })).toEqual([inTitle, inDescription, inTags]);
      expect(await ids({ q: 'математика', sort: 'relevance' })).toEqual([
        inTitle,
        inDescription,
        inTags,
      ]);
      // Another sort keeps the same set.
      expect(await ids({ q: 'математика', sort: 'newest' })).toEqual([
        inTitle,
        inDescription,
        inTags,
      ]);
      expect(await ids({ q: 'математика', sort: 'popular' })).toEqual([
        inTitle,
        inDescription,
        inTags,
      ]);
    });

    it('answers hostile queries without an error', async () => {
      const id = await add({ title: 'Квадратные уравнения' });
      const hostile = [
        '"',
        "'",
        '""',
        'AND OR NOT',
        'OR',
        '*',
        '-',
        ':',
        '^',
        '(',
        ')',
        '{}',
        '\\',
        '%',
        '_',
        'NEAR(a b)',
        'title:уравнения',
        "'; DROP TABLE materials; --",
        '$1 :match ?',
        '😀 🧮 ∑∫',
        'ｑ',
        'урав\u0000нения',
        '\ud800',
        'ж'.repeat(200),
        'а б '.repeat(50),
        '"' + 'x" OR "'.repeat(25),
        Array.from({ length: 200 }, (_, i) => String.fromCodePoint(0x400 + i)).join(''),
      ];
      for (const q of hostile) {
        const found = await search({ q });
        expect(found.total).toBeGreaterThanOrEqual(0);
      }
      for (const q of ['уравнения"', '"уравнения', 'уравнения*', '-уравнения', 'уравнения OR']) {
        if (q === 'уравнения OR') {
          expect(await ids({ q })).toEqual([]);
        } else {
          expect(await ids({ q })).toEqual([id]);
        }
      }
      // Nothing searchable in the query: no text filter.
      expect((await search({ q: '"*:-' })).ids).toEqual([id]);
    });
  });

  describe('listing', () => {
    it('lists public and paid published materials only', async () => {
      const free = await add({ title: 'Листинг' });
      const paid = await add({ title: 'Листинг', access: 'paid', price: 300 });
      await add({ title: 'Листинг', access: 'link' });
      await add({ title: 'Листинг', access: 'restricted' });
      await add({ title: 'Листинг', publishedAt: null });
      await add({ title: 'Листинг', deletedAt: T0 });
      expect(await ids()).toEqual([paid, free]);
      expect(await ids({ q: 'листинг' })).toEqual([paid, free]);
    });

    it('scopes to the viewer’s own materials and favourites', async () => {
      const mineDraft = await add({ title: 'Черновик', authorId: viewer.id, publishedAt: null });
      const mine = await add({ title: 'Мой', authorId: viewer.id });
      const liked = await add({ title: 'Чужой' });
      const likedDraft = await add({ title: 'Чужой черновик', access: 'restricted' });
      await add({ title: 'Чужой' });
      const favourites = dataSource.getRepository(Favourite);
      for (const materialId of [liked, likedDraft, mine]) {
        await favourites.save(
          favourites.create({ userId: viewer.id, materialId, createdAt: clock }),
        );
      }
      expect(await ids({ scope: 'mine' })).toEqual([mine, mineDraft]);
      expect(await ids({ scope: 'favourites' })).toEqual([liked, mine]);
      // ranked by relevance, the scope still holds
      expect(await ids({ scope: 'mine', q: 'черновик' })).toEqual([mineDraft]);
      expect(await ids({ scope: 'favourites', q: 'чужой' })).toEqual([liked]);
    });

    it('follows the index: a changed text, a removed entry, a deleted material', async () => {
      const id = await add({ title: 'Старое название' });
      expect(await ids({ q: 'старое' })).toEqual([id]);
      await index.index(id, { title: 'Новое название', description: '', tags: [] });
      expect(await ids({ q: 'старое' })).toEqual([]);
      expect(await ids({ q: 'новое' })).toEqual([id]);
      await index.remove(id);
      expect(await ids({ q: 'название' })).toEqual([]);
      expect(await ids()).toEqual([id]);
      await index.index(id, { title: 'Вернулось', description: '', tags: [] });
      expect(await ids({ q: 'вернулось' })).toEqual([id]);
      await materials.delete({ id });
      expect(
        await count(`SELECT COUNT(*) AS n FROM material_search WHERE material_id = ${id}`),
      ).toBe(0);
      const other = await add({ title: 'Вернулось' });
      expect(await ids({ q: 'вернулось' })).toEqual([other]);
    });

    it('reindexes every material', async () => {
      const id = await add({ title: 'Переиндексация', subject: 'chemistry' }, false);
      expect(await ids({ q: 'переиндексация' })).toEqual([]);
      expect(await index.reindexAll(2)).toBeGreaterThanOrEqual(1);
      expect(await ids({ q: 'переиндексация химия' })).toEqual([id]);
    });
  });

  describe('filters', () => {
    it('by subject, grade, exam, price kind, price range and rating', async () => {
      const a = await add({ subject: 'math', grade: 9, exams: ['oge', 'ege'] });
      const b = await add({
        subject: 'math',
        grade: 11,
        exams: ['ege'],
        access: 'paid',
        price: 500,
      });
      const c = await add({
        subject: 'physics',
        grade: 9,
        exams: ['vpr'],
        access: 'paid',
        price: 150,
      });
      const d = await add({ subject: 'physics', grade: 7, ratingSum: 9, reviewsCount: 2 });
      const e = await add({ subject: 'math', grade: 9, ratingSum: 8, reviewsCount: 2 });
      expect(await ids({ subject: 'math' })).toEqual([e, b, a]);
      expect(await ids({ grade: 9 })).toEqual([e, c, a]);
      expect(await ids({ exam: 'ege' })).toEqual([b, a]);
      expect(await ids({ exam: 'oge' })).toEqual([a]);
      expect(await ids({ exam: 'vpr' })).toEqual([c]);
      expect(await ids({ price_kind: 'free' })).toEqual([e, d, a]);
      expect(await ids({ price_kind: 'paid' })).toEqual([c, b]);
      expect(await ids({ price_min: 200 })).toEqual([b]);
      expect(await ids({ price_min: 1, price_max: 499 })).toEqual([c]);
      expect(await ids({ price_max: 0 })).toEqual([e, d, a]);
      expect(await ids({ price_min: 149.5, price_max: 150.5 })).toEqual([c]);
      expect(await ids({ rating_min: 4 })).toEqual([e, d]);
      expect(await ids({ rating_min: 4.5 })).toEqual([d]);
      expect(await ids({ rating_min: 4.6 })).toEqual([]);
      expect(await ids({ rating_min: 0 })).toEqual([e, d, c, b, a]);
      expect(await ids({ subject: 'math', grade: 9, exam: 'oge', price_kind: 'free' })).toEqual([
        a,
      ]);
      // Values no material can have: nothing, not an error.
      const none = [
        { subject: 'astrology' },
        { subject: 'math\u0000' },
        { exam: "ege' OR 1=1 --" },
        { grade: 99 },
        { grade: 9.5 },
        { grade: 1e15 },
        { exam: '%' },
        { exam: 'o_e' },
        { price_kind: 'gratis' },
        { price_min: 1e15 },
        { price_max: -1e15 },
        { rating_min: 1e300 },
      ] as MaterialCatalogueQuery[];
      for (const filter of none) {
        const found = await search(filter);
        expect([found.ids, found.total]).toEqual([[], 0]);
      }
      expect(await ids({ price_min: -5, price_max: 1e15, page: -3, per_page: 1e9 })).toEqual([
        e,
        d,
        c,
        b,
        a,
      ]);
    });
  });

  describe('sort and pages', () => {
    it('sorts newest, popular, rating (unrated last), relevance; id breaks ties', async () => {
      const old = await add({ title: 'Дробь', purchasesCount: 5, ratingSum: 10, reviewsCount: 3 });
      const mid = await add({ title: 'Дроби дроби', purchasesCount: 50 });
      const fresh = await add({ title: 'Дроби', purchasesCount: 5, ratingSum: 9, reviewsCount: 2 });
      const twin = await add({
        title: 'Урок',
        description: 'дроби',
        purchasesCount: 0,
        ratingSum: 20,
        reviewsCount: 6,
      });
      expect(await ids({ sort: 'newest' })).toEqual([twin, fresh, mid, old]);
      expect(await ids()).toEqual([twin, fresh, mid, old]);
      expect(await ids({ sort: 'relevance' })).toEqual([twin, fresh, mid, old]);
      expect(await ids({ sort: 'popular' })).toEqual([mid, fresh, old, twin]);
      // 4.5, then 10/3 and 20/6 (equal: the larger id first), then unrated.
      expect(await ids({ sort: 'rating' })).toEqual([fresh, twin, old, mid]);
      const byRelevance = await ids({ q: 'дроби' });
      expect(byRelevance.slice(-1)).toEqual([twin]);
      expect(new Set(byRelevance)).toEqual(new Set([old, mid, fresh, twin]));
      expect(await ids({ q: 'дроби', sort: 'rating' })).toEqual([fresh, twin, old, mid]);
      expect(await ids({ sort: 'bogus' as never })).toEqual([twin, fresh, mid, old]);
    });

    it('pages with per_page, total and a page past the end', async () => {
      const all: number[] = [];
      for (let i = 0; i < 7; i += 1) all.unshift(await add({ title: `Страница ${i}` }));
      expect(await search({ per_page: 3 })).toMatchObject({
        ids: all.slice(0, 3),
        total: 7,
        page: 1,
        per_page: 3,
      });
      expect(await ids({ per_page: 3, page: 2 })).toEqual(all.slice(3, 6));
      expect(await ids({ per_page: 3, page: 3 })).toEqual(all.slice(6));
      expect(await search({ per_page: 3, page: 4 })).toMatchObject({ ids: [], total: 7 });
      expect(await search({ page: 1e12 })).toMatchObject({ ids: [], total: 7 });
      expect(await search({ per_page: 0 })).toMatchObject({ ids: all.slice(0, 1), per_page: 1 });
      expect((await search({ per_page: 500 })).per_page).toBe(50);
      expect((await search()).per_page).toBe(20);
      expect(await ids({ q: 'страница', per_page: 2, page: 2, sort: 'newest' })).toEqual(
        all.slice(2, 4),
      );
    });
  });

  describe('facets', () => {
    it('count each facet with every filter but its own', async () => {
      await add({ title: 'Фасет', subject: 'math', grade: 9, exams: ['oge', 'ege'] });
      await add({
        title: 'Фасет',
        subject: 'math',
        grade: 9,
        exams: ['oge'],
        access: 'paid',
        price: 100,
      });
      await add({ title: 'Фасет', subject: 'math', grade: 11, exams: ['ege'] });
      await add({ title: 'Фасет', subject: 'physics', grade: 9, exams: [] });
      await add({
        title: 'Фасет',
        subject: 'physics',
        grade: 8,
        exams: ['vpr'],
        access: 'paid',
        price: 900,
      });
      await add({ title: 'Другое', subject: 'physics', grade: 9, exams: ['oge'] });
      await add({ title: 'Фасет', subject: 'math', grade: 9, access: 'link' });

      expect(await search({ q: 'фасет' })).toMatchObject({
        total: 5,
        facets: {
          subject: [
            { value: 'math', count: 3 },
            { value: 'physics', count: 2 },
          ],
          grade: [
            { value: 8, count: 1 },
            { value: 9, count: 3 },
            { value: 11, count: 1 },
          ],
          exam: [
            { value: 'oge', count: 2 },
            { value: 'ege', count: 2 },
            { value: 'vpr', count: 1 },
          ],
          price_kind: [
            { value: 'free', count: 3 },
            { value: 'paid', count: 2 },
          ],
        },
      });

      const picked = await search({ q: 'фасет', subject: 'math', grade: 9 });
      expect(picked.total).toBe(2);
      expect(picked.facets).toEqual({
        // Grade 9 applies, not subject: math 2, physics 1.
        subject: [
          { value: 'math', count: 2 },
          { value: 'physics', count: 1 },
        ],
        // Math applies, not grade.
        grade: [
          { value: 9, count: 2 },
          { value: 11, count: 1 },
        ],
        exam: [
          { value: 'oge', count: 2 },
          { value: 'ege', count: 1 },
        ],
        price_kind: [
          { value: 'free', count: 1 },
          { value: 'paid', count: 1 },
        ],
      });

      const all4 = await search({
        q: 'фасет',
        subject: 'math',
        grade: 9,
        exam: 'ege',
        price_kind: 'free',
      });
      expect(all4.total).toBe(1);
      expect(all4.facets).toEqual({
        subject: [{ value: 'math', count: 1 }],
        grade: [
          { value: 9, count: 1 },
          { value: 11, count: 1 },
        ],
        exam: [
          { value: 'oge', count: 1 },
          { value: 'ege', count: 1 },
        ],
        price_kind: [{ value: 'free', count: 1 }],
      });

      // Price and rating filters narrow every facet.
      const cheap = await search({ q: 'фасет', price_max: 100 });
      expect(cheap.total).toBe(4);
      expect(cheap.facets.price_kind).toEqual([
        { value: 'free', count: 3 },
        { value: 'paid', count: 1 },
      ]);

      const empty = await search({ q: 'ничего' });
      expect(empty).toEqual({
        ids: [],
        total: 0,
        page: 1,
        per_page: 20,
        facets: { subject: [], grade: [], exam: [], price_kind: [] },
      });
    });
  });

  it('puts fetched rows in the order of the ids', () => {
    expect(inIdOrder([3, 1, 2, 9], [{ id: 1 }, { id: 2 }, { id: 3 }])).toEqual([
      { id: 3 },
      { id: 1 },
      { id: 2 },
    ]);
  });

  it('makes Russian tags from subject, grade and exams', () => {
    expect(materialTags({ subject: 'algebra', grade: 9, exams: ['oge'] })).toEqual([
      'алгебра',
      'математика',
      '9 класс',
      'ОГЭ',
    ]);
    expect(materialTags({ subject: 'other', grade: 11, exams: ['ege', 'vpr'] })).toEqual([
      '11 класс',
      'ЕГЭ',
      'ВПР',
    ]);
  });
});
