// npm run bench:catalogue — the marketplace catalogue's Russian search under load: 50,000
// materials by 500 authors on a fresh SQLite database (or, with DATABASE_URL=postgres://…,
// on that PostgreSQL database: its public schema is emptied first, as the tests do), the
// built API in its own process, 50 concurrent requests for ~8 s per scenario as a signed-in
// teacher. Prints requests/s and latencies, each route's req/s as a share of a bare
// node:http server's answering a body of the same size (bench/floor-server.mjs), and the
// search itself called in this process (MaterialCatalogue from the build, one at a time).
// The search rows are made by the build's own text function (material-search.index.js).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  api,
  apiEnv,
  figures,
  freePort,
  get,
  load,
  passwordHash,
  percentile,
  signIn,
  startFloor,
  startServer,
  waitForHealth,
} from './lib/http-bench.mjs';

const requireApi = createRequire(join(api, 'package.json'));

const MATERIALS = Number(process.env.BENCH_MATERIALS ?? 50_000);
const AUTHORS = 500;
const CONCURRENCY = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** In-process search calls: this long per scenario. */
const DIRECT_SECONDS = 2;
const EMAIL = 'bench-catalogue@example.com';
const PASSWORD = 'Bench-Pineapple-42';
const POSTGRES_URL = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
  ? process.env.DATABASE_URL
  : undefined;

const TARGET = '/api/materials?q=уравнения&subject=math&grade=9';
const SCENARIOS = [
  ['baseline: GET /api/user', '/api/user'],
  ['q + subject + grade', TARGET],
  ['q only', '/api/materials?q=уравнения'],
  ['two words', '/api/materials?q=квадратные+уравнения+огэ'],
  ['no q (newest)', '/api/materials'],
  ['filters, popular', '/api/materials?subject=math&grade=9&sort=popular'],
];

const SUBJECTS = [
  'math',
  'algebra',
  'geometry',
  'russian',
  'literature',
  'english',
  'physics',
  'chemistry',
  'biology',
  'history',
  'social_studies',
  'geography',
  'informatics',
  'other',
];
const TOPICS = {
  math: [
    'Квадратные уравнения',
    'Линейные уравнения',
    'Системы уравнений',
    'Дробно-рациональные уравнения',
    'Неравенства с модулем',
    'Проценты и пропорции',
    'Обыкновенные дроби',
    'Десятичные дроби',
    'Функции и их графики',
    'Арифметическая прогрессия',
    'Геометрическая прогрессия',
    'Текстовые задачи на движение',
    'Теория вероятностей',
    'Степень с целым показателем',
  ],
  algebra: [
    'Тригонометрические уравнения',
    'Показательные уравнения',
    'Логарифмы и их свойства',
    'Производная функции',
    'Первообразная и интеграл',
    'Квадратичная функция',
  ],
  geometry: [
    'Теорема Пифагора',
    'Подобие треугольников',
    'Площади многоугольников',
    'Векторы на плоскости',
    'Окружность и углы',
    'Уравнение окружности',
  ],
  russian: ['Правописание НЕ с глаголами', 'Причастный оборот', 'Сложноподчинённые предложения'],
  literature: ['Поэзия Серебряного века', '«Капитанская дочка»', 'Лирика Лермонтова'],
  english: ['Present Perfect', 'Irregular verbs', 'Conditionals', 'Passive Voice'],
  physics: [
    'Законы Ньютона',
    'Уравнение теплового баланса',
    'Электрический ток',
    'Колебания и волны',
  ],
  chemistry: [
    'Уравнения химических реакций',
    'Периодическая система',
    'Окислительно-восстановительные реакции',
  ],
  biology: ['Строение клетки', 'Генетика', 'Экосистемы'],
  history: ['Смутное время', 'Реформы Петра I', 'Великая Отечественная война'],
  social_studies: ['Экономика и рынок', 'Права человека', 'Политическая система'],
  geography: ['Климат России', 'Население мира', 'Природные зоны'],
  informatics: ['Системы счисления', 'Алгоритмы и исполнители', 'Программирование на Python'],
  other: ['Развитие памяти', 'Логические задачи', 'Финансовая грамотность'],
};
const KINDS = [
  'контрольная работа',
  'самостоятельная работа',
  'тренажёр',
  'подготовка к экзамену',
  'домашнее задание',
  'проверочная работа',
  'разбор типовых задач',
  'урок-практикум',
];
const SENTENCES = [
  'Задания расположены от простых к сложным, к каждому есть ответ.',
  'Подойдёт для урока, домашней работы и повторения перед экзаменом.',
  'Каждое задание проверяется сразу, ответ можно посмотреть после сдачи.',
  'В конце — критерии оценивания и разбор типичных ошибок.',
  'Материал составлен по кодификатору текущего года.',
  'Ученики работают самостоятельно, проверка автоматическая.',
  'Есть задания с развёрнутым ответом и с выбором варианта.',
  'Удобно давать группе: время выполнения — один урок.',
];

/** A small deterministic generator (mulberry32), so every run inserts the same data. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rows of `materials` (author ids from `authorIds`) and of `material_search` for them. */
function makeMaterials(authorIds, search) {
  const next = random(7);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const now = Date.now();
  const DAY = 86_400_000;
  const materials = [];
  for (let i = 0; i < MATERIALS; i += 1) {
    const subject = next() < 0.3 ? 'math' : pick(SUBJECTS);
    const grade = 1 + Math.floor(next() * 11);
    const exams = [];
    if ((grade === 9 && next() < 0.6) || next() < 0.05) exams.push('oge');
    if ((grade === 11 && next() < 0.6) || next() < 0.05) exams.push('ege');
    if (next() < 0.1) exams.push('vpr');
    const roll = next();
    const access =
      roll < 0.55 ? 'public' : roll < 0.95 ? 'paid' : roll < 0.98 ? 'link' : 'restricted';
    const topic = pick(TOPICS[subject]);
    const title = `${topic}: ${pick(KINDS)}, ${grade} класс`;
    const description = [
      `<p>${topic}. ${pick(SENTENCES)}</p>`,
      `<p>${pick(SENTENCES)} ${pick(SENTENCES)}</p>`,
    ].join('');
    const created = now - Math.floor(next() * 365 * DAY);
    const reviews = next() < 0.6 ? Math.floor(next() * 40) : 0;
    materials.push({
      author_id: authorIds[i % authorIds.length],
      title,
      subject,
      grade,
      exams: exams.join(','),
      description,
      access,
      price: access === 'paid' ? 100 + 10 * Math.floor(next() * 190) : 0,
      link_token: `bench-${i}-${randomBytes(8).toString('hex')}`,
      preview_questions: '[]',
      published_at: access === 'restricted' ? null : created + DAY,
      purchases_count: Math.floor(next() ** 3 * 2000),
      rating_sum: Math.round(reviews * (3 + next() * 2)),
      reviews_count: reviews,
      created_at: created,
      updated_at: created + DAY,
      deleted_at: next() < 0.02 ? now - DAY : null,
    });
  }
  const searchRow = (material) =>
    search.materialSearchRow({
      title: material.title,
      description: material.description,
      tags: search.materialTags({ ...material, exams: material.exams.split(',').filter(Boolean) }),
    });
  return { materials, searchRow };
}

const MATERIAL_COLUMNS = [
  'author_id',
  'title',
  'subject',
  'grade',
  'exams',
  'description',
  'access',
  'price',
  'link_token',
  'preview_questions',
  'published_at',
  'purchases_count',
  'rating_sum',
  'reviews_count',
  'created_at',
  'updated_at',
  'deleted_at',
];

/** The database the bench seeds and the in-process search reads: SQLite or PostgreSQL. */
async function openDatabase(sqlitePath) {
  if (POSTGRES_URL === undefined) {
    const Database = requireApi('better-sqlite3');
    const db = new Database(sqlitePath);
    db.pragma('journal_mode = WAL');
    const statements = new Map();
    const exec = (sql, params = []) => {
      if (!statements.has(sql)) statements.set(sql, db.prepare(sql));
      const statement = statements.get(sql);
      return statement.reader ? statement.all(params) : (statement.run(params), []);
    };
    return {
      placeholder: () => '?',
      query: async (sql, params) => exec(sql, params),
      transaction: async (work) => {
        db.exec('BEGIN');
        try {
          await work();
          db.exec('COMMIT');
        } catch (error) {
          db.exec('ROLLBACK');
          throw error;
        }
      },
      close: async () => db.close(),
    };
  }
  const { Client } = requireApi('pg');
  const client = new Client({ connectionString: POSTGRES_URL });
  await client.connect();
  return {
    placeholder: (n) => `$${n}`,
    query: async (sql, params) => (await client.query(sql, params)).rows,
    transaction: async (work) => {
      await client.query('BEGIN');
      try {
        await work();
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    },
    close: () => client.end(),
  };
}

/**
 * Multi-row INSERTs of `rows` in chunks. PostgreSQL: one array a column, unnest()ed, 5,000
 * rows a statement (500,000 materials in minutes, not a quarter of an hour of parameters).
 */
async function insertRows(db, table, columns, rows, chunk = 500) {
  if (POSTGRES_URL !== undefined) return insertArrays(db, table, columns, rows);
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk);
    let n = 0;
    const values = part
      .map(() => `(${columns.map(() => db.placeholder(++n)).join(', ')})`)
      .join(', ');
    await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}`, part.flat());
  }
}

async function insertArrays(db, table, columns, rows, chunk = 5000) {
  const types = new Map(
    (
      await db.query(
        `SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
         WHERE attrelid = $1::regclass AND attnum > 0`,
        [table],
      )
    ).map((row) => [row.name, row.type]),
  );
  const arrays = columns.map((column, i) => `$${i + 1}::${types.get(column)}[]`).join(', ');
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk);
    await db.query(
      `INSERT INTO ${table} (${columns.join(', ')}) SELECT * FROM unnest(${arrays})`,
      columns.map((_, i) => part.map((row) => row[i])),
    );
  }
}

/** One teacher who signs in, 500 authors, 50,000 materials and their search rows. */
async function seed(db) {
  const started = performance.now();
  const search = requireApi('./dist/marketplace/search/material-search.index.js');
  // (SQLite's default is whole milliseconds already)
  const created =
    POSTGRES_URL === undefined
      ? { columns: [], values: [] }
      : { columns: ['created_at'], values: [new Date()] };
  await db.transaction(async () => {
    await insertRows(
      db,
      'users',
      // PostgreSQL: created_at in whole milliseconds. A session names its user by id and
      // creation time, and the default now() keeps microseconds the API rounds apart.
      ['email', 'first_name', 'phone', 'role', 'password_hash', ...created.columns],
      [
        [EMAIL, 'Bench teacher', null, 1, passwordHash(PASSWORD), ...created.values],
        ...Array.from({ length: AUTHORS }, (_, i) => [
          `bench-author-${i}@example.com`,
          `Автор ${i}`,
          null,
          1,
          null,
          ...created.values,
        ]),
      ],
    );
    const authorIds = (
      await db.query(`SELECT id FROM users WHERE email LIKE 'bench-author-%' ORDER BY id`, [])
    ).map((row) => Number(row.id));
    const { materials, searchRow } = makeMaterials(authorIds, search);
    await insertRows(
      db,
      'materials',
      MATERIAL_COLUMNS,
      materials.map((m) => MATERIAL_COLUMNS.map((column) => m[column])),
    );
    const ids = (await db.query('SELECT id FROM materials ORDER BY id', [])).map((row) =>
      Number(row.id),
    );
    // PostgreSQL: the listing's copy of each document in one statement, not a row trigger's
    // update a row (migration 1796500000100).
    if (POSTGRES_URL !== undefined) {
      await db.query(
        'ALTER TABLE material_search DISABLE TRIGGER "TRG_material_listing_document"',
        [],
      );
    }
    await insertRows(
      db,
      'material_search',
      ['material_id', 'title', 'description', 'tags'],
      materials.map((material, i) => {
        const row = searchRow(material);
        return [ids[i], row.title, row.description, row.tags];
      }),
    );
    if (POSTGRES_URL !== undefined) {
      await db.query(
        `UPDATE material_listing l SET document = s.document
         FROM material_search s WHERE s.material_id = l.material_id`,
        [],
      );
    }
  });
  // (after the commit: the version's deferred events on material_search forbid it before)
  if (POSTGRES_URL !== undefined) {
    await db.query(
      'ALTER TABLE material_search ENABLE TRIGGER "TRG_material_listing_document"',
      [],
    );
  }
  // PostgreSQL: as autovacuum would soon after a bulk load. Unvacuumed, the seed's copied
  // documents leave dead rows and an empty visibility map: no index-only scans, every
  // listing query reads the whole heap (35 ms against 9 for the facet counts at 50k).
  await db.query(POSTGRES_URL !== undefined ? 'VACUUM ANALYZE' : 'ANALYZE', []);
  const [counts] = await db.query(
    `SELECT COUNT(*) AS materials,
       SUM(CASE WHEN access IN ('public', 'paid') AND deleted_at IS NULL
         AND published_at IS NOT NULL THEN 1 ELSE 0 END) AS listed
     FROM materials`,
    [],
  );
  return {
    materials: Number(counts.materials),
    listed: Number(counts.listed),
    seconds: (performance.now() - started) / 1000,
  };
}

async function resetPostgres() {
  const { Client } = requireApi('pg');
  const client = new Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE');
    await client.query('CREATE SCHEMA public');
  } finally {
    await client.end();
  }
}

/** CONCURRENCY loops against GET `path` for SECONDS. */
const run = (port, path, cookie, pid) =>
  load(port, path, cookie, pid, { concurrency: CONCURRENCY, seconds: SECONDS, warmUp: 3 });

/** The query string of a scenario as MaterialCatalogue.search takes it. */
function catalogueQuery(path) {
  const params = new URL(path, 'http://x').searchParams;
  const query = Object.fromEntries(params);
  for (const key of ['grade', 'page', 'per_page', 'price_min', 'price_max', 'rating_min']) {
    if (key in query) query[key] = Number(query[key]);
  }
  return query;
}

/** The search alone, in this process, one call at a time: what the database work costs. */
async function direct(databasePath) {
  requireApi('reflect-metadata');
  const { DataSource } = requireApi('typeorm');
  const { MaterialCatalogue } = requireApi(
    './dist/marketplace/search/material-catalogue.service.js',
  );
  const dataSource = new DataSource(
    POSTGRES_URL === undefined
      ? { type: 'better-sqlite3', database: databasePath }
      : { type: 'postgres', url: POSTGRES_URL },
  );
  await dataSource.initialize();
  const catalogue = new MaterialCatalogue(dataSource);
  const rows = [];
  try {
    for (const [name, path] of SCENARIOS.filter(([, path]) => path.startsWith('/api/materials'))) {
      const query = { ...catalogueQuery(path), viewerId: 1 };
      for (let i = 0; i < 5; i += 1) await catalogue.search(query);
      const latencies = [];
      let found;
      const until = performance.now() + DIRECT_SECONDS * 1000;
      while (performance.now() < until) {
        const sent = performance.now();
        found = await catalogue.search(query);
        latencies.push(performance.now() - sent);
      }
      latencies.sort((a, b) => a - b);
      rows.push({
        scenario: name,
        'ids/total': `${found.ids.length}/${found.total}`,
        'searches/s': Math.round(latencies.length / DIRECT_SECONDS),
        'p50 ms': percentile(latencies, 50).toFixed(2),
        'p99 ms': percentile(latencies, 99).toFixed(2),
      });
    }
  } finally {
    await dataSource.destroy();
  }
  return rows;
}

/** The HTTP scenarios against the API and the floor; skipped while the route is missing. */
async function httpLoad(dir, port, base, server) {
  const cookie = await signIn(base, EMAIL, PASSWORD);
  const probe = await get(new http.Agent({ keepAlive: false }), port, TARGET, cookie);
  if (probe.status !== 200) {
    console.log(
      `\nGET ${TARGET} answered ${probe.status}: the route is not ready, no HTTP figures.`,
    );
    console.log(probe.body.slice(0, 500));
    if (server.stderr()) console.log(`The API said:\n${server.stderr().slice(-3000)}`);
    return;
  }
  console.log(
    `\nGET /api/materials as a signed-in teacher, ${CONCURRENCY} concurrent, ${SECONDS} s each; ` +
      "share = req/s ÷ the bare node:http floor's answering the target's body\n",
  );
  const floor = await startFloor(dir, probe.body);
  try {
    const floorRun = await run(floor.port, '/', '', floor.child.pid);
    const rows = [
      {
        scenario: 'floor: bare node:http',
        path: `same body (${probe.body.length} B)`,
        'items/total': '-',
        ...figures(floorRun, { brief: true }),
        share: '100 %',
      },
    ];
    const only = process.env.BENCH_ONLY;
    for (const [name, path] of SCENARIOS.filter(([name]) => !only || name.includes(only))) {
      const r = await run(port, path, cookie, server.child.pid);
      rows.push({
        scenario: name,
        path,
        'items/total': `${r.items}/${r.total}`,
        ...figures(r, { brief: true }),
        share: `${((r.rps / floorRun.rps) * 100).toFixed(1)} %`,
      });
    }
    console.table(rows);
  } finally {
    floor.child.removeAllListeners('exit');
    floor.child.kill('SIGTERM');
  }
}

/**
 * How long a change takes to show in the listing: the newest material's purchases count
 * changed in the database (as another instance or a purchase would), the newest-first
 * listing asked every 10 ms until its card shows it; five times.
 */
async function changeDelay(port, cookie, databasePath) {
  const agent = new http.Agent({ keepAlive: true });
  const db = await openDatabase(databasePath);
  const delays = [];
  try {
    for (let i = 1; i <= 5; i += 1) {
      const before = JSON.parse((await get(agent, port, '/api/materials', cookie)).body);
      const card = before.items[0];
      const count = card.purchases_count + 1000 + i;
      const started = performance.now();
      await db.query(
        `UPDATE materials SET purchases_count = ${count} WHERE id = ${db.placeholder(1)}`,
        [card.id],
      );
      for (;;) {
        const page = JSON.parse((await get(agent, port, '/api/materials', cookie)).body);
        if (page.items.find((item) => item.id === card.id)?.purchases_count === count) break;
        if (performance.now() - started > 10_000) throw new Error('The change did not show');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      delays.push(performance.now() - started);
    }
  } finally {
    agent.destroy();
    await db.close();
  }
  return delays;
}

let lastServer;

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-catalogue-'));
  const databasePath = join(dir, 'bench.sqlite');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = apiEnv(dir, POSTGRES_URL ?? `sqlite:${databasePath}`);
  let server;
  let db;
  try {
    if (POSTGRES_URL !== undefined) await resetPostgres();
    // First start runs the migrations; the data goes in while it is idle.
    server = startServer(port, env);
    lastServer = server;
    await waitForHealth(base, server);
    db = await openDatabase(databasePath);
    const seeded = await seed(db);
    await db.close();
    db = undefined;
    console.log(
      `Seeded ${seeded.materials} materials (${seeded.listed} listed) by ${AUTHORS} authors on ` +
        `${POSTGRES_URL === undefined ? 'SQLite' : 'PostgreSQL'} in ${seeded.seconds.toFixed(1)} s`,
    );

    await httpLoad(dir, port, base, server);
    const delays = await changeDelay(port, await signIn(base, EMAIL, PASSWORD), databasePath);
    console.log(
      `\nA change in the database shown in the newest-first listing after (ms): ` +
        delays.map((ms) => ms.toFixed(0)).join(', '),
    );
    console.log(
      `\nMaterialCatalogue.search in this process, one at a time, ${DIRECT_SECONDS} s each ` +
        '(the database work of a request)\n',
    );
    console.table(await direct(databasePath));
  } finally {
    await db?.close();
    server?.child.kill('SIGTERM');
    await new Promise((resolve) =>
      server === undefined || server.child.exitCode !== null
        ? resolve()
        : server.child.once('exit', resolve),
    );
    if (process.env.BENCH_KEEP) console.log(`Kept ${databasePath}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  if (lastServer?.stderr()) console.error(`The API said:\n${lastServer.stderr()}`);
  process.exitCode = 1;
});
