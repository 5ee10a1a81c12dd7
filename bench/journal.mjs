// npm run bench:journal — the teacher's journal grid of 30 students × 200 tasks (6,000
// checked or pending works) on a fresh SQLite database, with the built API in this process:
//   1. API: ms per GET /api/journal (sequential requests over HTTP to the in-process app),
//      and the grid's service call alone;
//   2. browser: Chromium opens /journal?group=… and the time from navigation until the grid's
//      last cell is visible (cold, then warm runs).
// Needs the built API, shell and mfe-journal (the npm script builds them).
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { freePort, passwordHash, signIn } from './lib/http-bench.mjs';
import { insertRowsAsync, random, TASK_COLUMNS } from './lib/seed.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'services/api/dist');
const requireApi = createRequire(join(root, 'services/api/package.json'));
const load = (path) => requireApi(join(dist, path));
const { createApp } = load('app.factory.js');
const { JournalGridService } = load('journal/journal-grid.service.js');
const { DataSource } = requireApi('typeorm');

const STUDENTS = 30;
const TASKS = 200;
const API_RUNS = Number(process.env.BENCH_RUNS ?? 50);
const BROWSER_RUNS = 3;
const EMAIL = 'bench-journal@example.com';
const PASSWORD = 'Bench-Journal-42';
const DAY = 86_400_000;

const ids = async (data, sql, params) => (await data.query(sql, params)).map((row) => row.id);

/** One teacher, a group of 30 students, 200 five-point tasks, a work per student and task. */
async function seed(data) {
  const next = random(7);
  const now = Date.now();
  await data.query(
    'INSERT INTO users (email, first_name, phone, role, password_hash) VALUES (?, ?, NULL, 1, ?)',
    [EMAIL, 'Мария Ивановна', passwordHash(PASSWORD)],
  );
  const [teacherId] = await ids(data, 'SELECT id FROM users WHERE email = ?', [EMAIL]);
  await insertRowsAsync(
    data,
    'users',
    ['email', 'first_name', 'phone', 'role', 'password_hash'],
    Array.from({ length: STUDENTS }, (_, i) => [
      `bench-journal-${i}@example.com`,
      `Ученик ${String(i + 1).padStart(2, '0')}`,
      null,
      2,
      null,
    ]),
  );
  const studentIds = await ids(data, 'SELECT id FROM users WHERE role = 2 ORDER BY id', []);
  await insertRowsAsync(
    data,
    'teacher_students',
    ['teacher_id', 'student_id', 'joined_at'],
    studentIds.map((id) => [teacherId, id, now - 200 * DAY]),
  );
  await data.query('INSERT INTO student_groups (teacher_id, name, created_at) VALUES (?, ?, ?)', [
    teacherId,
    '7А',
    now,
  ]);
  const [groupId] = await ids(data, 'SELECT id FROM student_groups WHERE teacher_id = ?', [
    teacherId,
  ]);
  await insertRowsAsync(
    data,
    'student_group_members',
    ['group_id', 'student_id'],
    studentIds.map((id) => [groupId, id]),
  );
  const scale = JSON.stringify({ scale: 'five_point', thresholds: { 5: 90, 4: 70, 3: 50 } });
  await insertRowsAsync(
    data,
    'tasks',
    TASK_COLUMNS,
    Array.from({ length: TASKS }, (_, i) => {
      const deadline = now - (TASKS - i) * DAY;
      return [
        teacherId,
        null,
        `Задание ${i + 1}`,
        'Критерии',
        10,
        0,
        deadline,
        null,
        0,
        0,
        0,
        1,
        1,
        scale,
        'Решение',
        deadline - 7 * DAY,
        deadline - 7 * DAY,
        null,
      ];
    }),
  );
  const taskIds = await ids(data, 'SELECT id FROM tasks WHERE teacher_id = ? ORDER BY id', [
    teacherId,
  ]);
  const works = [];
  for (const taskId of taskIds) {
    for (const studentId of studentIds) {
      const roll = next();
      const checked = roll < 0.85;
      const ball = checked ? Math.floor(next() * 11) : null;
      const value = ball === null ? null : ball >= 9 ? 5 : ball >= 7 ? 4 : ball >= 5 ? 3 : 2;
      works.push([
        taskId,
        teacherId,
        studentId,
        1,
        checked ? 4 : roll < 0.93 ? 0 : 1,
        checked || roll >= 0.93 ? now - 30 * DAY : null,
        checked ? now - 29 * DAY : null,
        next() < 0.05 ? 1 : 0,
        0,
        ball,
        value === null ? null : JSON.stringify({ scale: 'five_point', value }),
        1,
        now - 40 * DAY,
        now - 29 * DAY,
      ]);
    }
  }
  await insertRowsAsync(
    data,
    'works',
    [
      'task_id',
      'teacher_id',
      'student_id',
      'attempt',
      'status',
      'submitted_at',
      'checked_at',
      'late',
      'returned',
      'ball',
      'mark',
      'version',
      'created_at',
      'updated_at',
    ],
    works,
  );
  return { teacherId, groupId, works: works.length };
}

const stats = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  return `mean ${mean.toFixed(1)} ms, p50 ${at(50).toFixed(1)} ms, p95 ${at(95).toFixed(1)} ms (n=${times.length})`;
};

async function apiTimes(base, cookie, groupId) {
  const url = `${base}/api/journal?group_id=${groupId}`;
  const once = async () => {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    const body = await res.json();
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`GET /api/journal: ${res.status}`);
    return { ms, body };
  };
  const { body } = await once();
  for (let i = 0; i < 5; i += 1) await once();
  const times = [];
  for (let i = 0; i < API_RUNS; i += 1) times.push((await once()).ms);
  return { times, body };
}

async function browserTimes(base, cookie, groupId) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name, value: value.join('='), url: base };
      }),
    );
    const page = await context.newPage();
    const last = page.locator(`[role="grid"] [data-cell="${STUDENTS - 1}:${TASKS - 1}"]`);
    const times = [];
    for (let run = 0; run < BROWSER_RUNS; run += 1) {
      const started = performance.now();
      await page.goto(`${base}/journal?group=${groupId}`);
      await page.locator('[role="grid"]').waitFor({ state: 'visible', timeout: 60_000 });
      await last.waitFor({ state: 'attached', timeout: 60_000 });
      const gridMs = performance.now() - started;
      await last.scrollIntoViewIfNeeded();
      await last.waitFor({ state: 'visible' });
      times.push({ run: run === 0 ? 'cold' : 'warm', gridMs });
    }
    return times;
  } finally {
    await browser.close();
  }
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-journal-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const app = await createApp({
    env: {
      DATABASE_URL: `sqlite:${join(dir, 'bench.sqlite')}`,
      APP_URL: base,
      LOG_LEVEL: 'silent',
      SESSION_SECRET: 'bench-journal-session-secret-0123',
      MAIL_DIR: join(dir, 'mail'),
      FILES_DIR: join(dir, 'files'),
      ACCOUNT_RATE_LIMIT: '10000',
    },
  });
  try {
    await app.listen(port, '127.0.0.1');
    const seeding = performance.now();
    const { teacherId, groupId, works } = await seed(app.get(DataSource));
    const seedMs = performance.now() - seeding;
    const cookie = await signIn(base, EMAIL, PASSWORD);

    const { times, body } = await apiTimes(base, cookie, groupId);
    const grids = app.get(JournalGridService);
    const serviceTimes = [];
    for (let i = 0; i < API_RUNS; i += 1) {
      const started = performance.now();
      await grids.grid(teacherId, { group_id: groupId });
      serviceTimes.push(performance.now() - started);
    }
    const bytes = Buffer.byteLength(JSON.stringify(body));
    const render = await browserTimes(base, cookie, groupId);

    console.log(
      `\nJournal grid: ${body.rows.length} students × ${body.tasks.length} tasks, ${works.toLocaleString('en')} works (SQLite, seeded in ${seedMs.toFixed(0)} ms)\n`,
    );
    console.log(
      `  API  GET /api/journal (HTTP, in-process app)  ${stats(times)}, ${(bytes / 1024).toFixed(0)} KiB JSON`,
    );
    console.log(`  API  JournalGridService.grid (no HTTP)        ${stats(serviceTimes)}`);
    for (const { run, gridMs } of render) {
      console.log(
        `  Chromium /journal, navigation → grid visible  ${gridMs.toFixed(0)} ms (${run})`,
      );
    }
    console.log('');
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
