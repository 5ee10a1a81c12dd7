// npm run bench:api — the teacher's check queue (GET /api/checks) under load: one teacher
// with 100,000 works on a fresh SQLite database, 50 concurrent requests for ~10 s per
// scenario against the built API in its own process. Prints requests/s and latencies, and
// each route's req/s as a share of a bare node:http server's answering a body of the same
// size in the same run (the floor: on a shared 2-core machine only the ratio is steady).
import { mkdtempSync, rmSync } from 'node:fs';
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
  signIn,
  startFloor,
  startServer,
  waitForHealth,
} from './lib/http-bench.mjs';
import { insertRows, random, TASK_COLUMNS } from './lib/seed.mjs';

const Database = createRequire(join(api, 'package.json'))('better-sqlite3');

const WORKS = 100_000;
const TASKS = 200;
const STUDENTS = 2_000;
const SUBJECTS = 10;
const CONCURRENCY = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'error';
/** Targets as shares of the bare node:http floor's req/s (issue 23, section 3). */
const TARGET_SHARE = { '/api/user': 0.2, '/api/checks': 0.15 };
const EMAIL = 'bench-teacher@example.com';
const PASSWORD = 'Bench-Pineapple-42';

/** One teacher, 2,000 students, 200 tasks, 100,000 works (~30% awaiting check). */
function seed(databasePath) {
  const db = new Database(databasePath);
  db.pragma('journal_mode = WAL');
  const started = performance.now();
  const next = random(42);
  const now = Date.now();
  const DAY = 86_400_000;
  db.transaction(() => {
    db.prepare(
      'INSERT INTO users (email, first_name, phone, role, password_hash) VALUES (?, ?, NULL, 1, ?)',
    ).run(EMAIL, 'Bench teacher', passwordHash(PASSWORD));
    const teacherId = db.prepare('SELECT id FROM users WHERE email = ?').get(EMAIL).id;
    insertRows(
      db,
      'users',
      ['email', 'first_name', 'phone', 'role', 'password_hash'],
      Array.from({ length: STUDENTS }, (_, i) => [
        `bench-student-${i}@example.com`,
        `Student ${i}`,
        null,
        2,
        null,
      ]),
    );
    const studentIds = db
      .prepare('SELECT id FROM users WHERE role = 2 ORDER BY id')
      .all()
      .map((row) => row.id);
    insertRows(
      db,
      'teacher_students',
      ['teacher_id', 'student_id', 'joined_at'],
      studentIds.map((id) => [teacherId, id, now - 90 * DAY]),
    );
    insertRows(
      db,
      'subjects',
      ['teacher_id', 'name', 'created_at'],
      Array.from({ length: SUBJECTS }, (_, i) => [teacherId, `Subject ${i}`, now]),
    );
    const subjectIds = db
      .prepare('SELECT id FROM subjects WHERE teacher_id = ? ORDER BY id')
      .all(teacherId)
      .map((row) => row.id);
    insertRows(
      db,
      'tasks',
      TASK_COLUMNS,
      Array.from({ length: TASKS }, (_, i) => [
        teacherId,
        i % 11 === 10 ? null : subjectIds[i % SUBJECTS],
        `Task ${i}`,
        'Criteria',
        10,
        i % 10 === 0 ? 30 : 0,
        now + 7 * DAY,
        null,
        0,
        0,
        0,
        1,
        1,
        JSON.stringify({ scale: 'points' }),
        'Decision',
        now - 60 * DAY,
        now - 60 * DAY,
        i === TASKS - 1 ? now - DAY : null,
      ]),
    );
    const taskIds = db
      .prepare('SELECT id FROM tasks WHERE teacher_id = ? ORDER BY id')
      .all(teacherId)
      .map((row) => row.id);
    const perTask = WORKS / TASKS;
    const works = [];
    taskIds.forEach((taskId, t) => {
      for (let i = 0; i < perTask; i += 1) {
        const studentId = studentIds[(t * 37 + i) % STUDENTS];
        const roll = next();
        // ~30% awaiting check (1, 2, 3), the rest drafts or checked; ~1% withdrawn.
        const status = roll < 0.1 ? 1 : roll < 0.2 ? 2 : roll < 0.3 ? 3 : roll < 0.65 ? 0 : 4;
        const submittedAt = status === 0 ? null : now - Math.floor(next() * 60 * DAY);
        works.push([
          taskId,
          teacherId,
          studentId,
          1,
          status,
          null,
          status === 0 ? null : (submittedAt ?? now) - 3_600_000,
          submittedAt,
          status === 4 ? (submittedAt ?? now) + DAY : null,
          next() < 0.05 ? 1 : 0,
          status === 2 ? 1 : 0,
          status === 4 ? 7 : null,
          status === 4 ? JSON.stringify({ scale: 'points', ball: 7, max_ball: 10 }) : null,
          1,
          now - 60 * DAY,
          now - 60 * DAY,
          next() < 0.01 ? now - DAY : null,
        ]);
      }
    });
    insertRows(
      db,
      'works',
      [
        'task_id',
        'teacher_id',
        'student_id',
        'attempt',
        'status',
        'dispatch_job_id',
        'started_at',
        'submitted_at',
        'checked_at',
        'late',
        'returned',
        'ball',
        'mark',
        'version',
        'created_at',
        'updated_at',
        'withdrawn_at',
      ],
      works,
    );
  })();
  const counts = db
    .prepare(
      `SELECT COUNT(*) AS works, SUM(CASE WHEN status IN (1, 2, 3) THEN 1 ELSE 0 END) AS queued
       FROM works`,
    )
    .get();
  const sample = {
    subjectId: db.prepare('SELECT MIN(id) AS id FROM subjects').get().id,
    taskId: db.prepare('SELECT MIN(id) AS id FROM tasks').get().id,
    studentId: db.prepare('SELECT MIN(id) AS id FROM users WHERE role = 2').get().id,
  };
  db.close();
  return { ...counts, sample, seconds: (performance.now() - started) / 1000 };
}

/** BENCH_PROFILE=<dir> writes a CPU profile of the API process there. */
function serverFlags() {
  const dir = process.env.BENCH_PROFILE;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}

/** CONCURRENCY loops against GET `path` for SECONDS. */
const run = (port, path, cookie, pid, beforeEach) =>
  load(port, path, cookie, pid, { concurrency: CONCURRENCY, seconds: SECONDS, beforeEach });

/**
 * Moves the teacher's queue version before every request, as a change to the queue does:
 * each page is then read from the database instead of the pages the instance keeps.
 */
function queueChanger(databasePath) {
  const db = new Database(databasePath);
  db.pragma('busy_timeout = 5000');
  const bump = db.prepare(
    'UPDATE check_queue_versions SET version = version + 1 WHERE teacher_id = (SELECT id FROM users WHERE email = ?)',
  );
  return { bump: () => bump.run(EMAIL), close: () => db.close() };
}

function floorRow(r) {
  return {
    scenario: 'floor: bare node:http',
    path: `same body (${r.body.length} B)`,
    'items/total': '-',
    ...figures(r),
    share: '100 %',
    target: '(the floor)',
  };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const databasePath = join(dir, 'bench.sqlite');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // BENCH_LOG_LEVEL=info measures the request line production writes (default: error).
  const env = { ...apiEnv(dir, `sqlite:${databasePath}`), LOG_LEVEL: LOG_LEVEL };
  let server;
  let floor;
  try {
    // First start runs the migrations; the data goes in while it is idle.
    server = startServer(port, env, serverFlags());
    await waitForHealth(base, server);
    const seeded = seed(databasePath);
    console.log(
      `Seeded ${seeded.works} works (${seeded.queued} awaiting check) for one teacher, ` +
        `${TASKS} tasks, ${STUDENTS} students in ${seeded.seconds.toFixed(1)} s`,
    );
    const cookie = await signIn(base, EMAIL, PASSWORD);
    const { subjectId, taskId, studentId } = seeded.sample;
    const scenarios = [
      // For scale: the cheapest route of the app (no session; one SELECT 1), then the cost
      // of any signed-in route (session read and extend, user lookup).
      ['cheapest route: GET /api/health', '/api/health'],
      ['baseline: GET /api/user', '/api/user'],
      ['first page', '/api/checks'],
      ['first page, queue changed before each request', '/api/checks', 'changing'],
      ['page 20', '/api/checks?page=20'],
      ['status=1', '/api/checks?status=1'],
      ['subject', `/api/checks?subject_id=${subjectId}`],
      ['task', `/api/checks?task_id=${taskId}`],
      ['student', `/api/checks?student_id=${studentId}`],
    ];
    console.log(
      `\nGET /api/checks, ${CONCURRENCY} concurrent, ${SECONDS} s each; share = req/s ÷ the ` +
        `bare node:http floor's (targets: /api/user ≥ ${TARGET_SHARE['/api/user'] * 100} %, ` +
        `check queue ≥ ${TARGET_SHARE['/api/checks'] * 100} %)\n`,
    );
    const firstPage = await get(undefined, port, '/api/checks', cookie);
    floor = await startFloor(dir, firstPage.body);
    const floorRun = await run(floor.port, '/', '', floor.child.pid);
    const rows = [floorRow(floorRun)];
    // BENCH_ONLY=<text> runs only the scenarios whose name holds it (e.g. to profile one).
    const only = process.env.BENCH_ONLY;
    for (const [name, path, changing] of scenarios.filter(([n]) => !only || n.includes(only))) {
      const changer = changing ? queueChanger(databasePath) : undefined;
      const r = await run(port, path, cookie, server.child.pid, changer?.bump);
      changer?.close();
      const target = TARGET_SHARE[path.split('?')[0]];
      const share = r.rps / floorRun.rps;
      rows.push({
        scenario: name,
        path,
        'items/total': `${r.items}/${r.total}`,
        ...figures(r),
        share: `${(share * 100).toFixed(1)} %`,
        target:
          target === undefined
            ? '(for scale)'
            : share >= target && r.failures === 0
              ? `met (≥ ${target * 100} %)`
              : `MISSED (≥ ${target * 100} %)`,
      });
    }
    console.table(rows);
  } finally {
    floor?.child.removeAllListeners('exit');
    floor?.child.kill('SIGTERM');
    server?.child.kill('SIGTERM');
    await new Promise((resolve) =>
      server?.child.exitCode !== null ? resolve() : server.child.once('exit', resolve),
    );
    // BENCH_KEEP=1 leaves the seeded database for a look at its query plans.
    if (process.env.BENCH_KEEP) console.log(`Kept ${databasePath}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
