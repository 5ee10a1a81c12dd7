// npm run bench:api — the teacher's check queue (GET /api/checks) under load: one teacher
// with 100,000 works on a fresh SQLite database, 50 concurrent requests for ~10 s per
// scenario against the built API in its own process. Prints requests/s and latencies, and
// each route's req/s as a share of a bare node:http server's answering a body of the same
// size in the same run (the floor: on a shared 2-core machine only the ratio is steady).
import { spawn } from 'node:child_process';
import { randomBytes, scryptSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const api = join(root, 'services', 'api');
const Database = createRequire(join(api, 'package.json'))('better-sqlite3');

const WORKS = 100_000;
const TASKS = 200;
const STUDENTS = 2_000;
const SUBJECTS = 10;
const CONCURRENCY = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Targets as shares of the bare node:http floor's req/s. */
const TARGET_SHARE = { '/api/user': 0.12, '/api/checks': 0.08 };
const EMAIL = 'bench-teacher@example.com';
const PASSWORD = 'Bench-Pineapple-42';

/** The API's own hash format (users/password-hasher.service.ts): scrypt$N$r$p$salt$key. */
function passwordHash(password) {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFC'), salt, 64, {
    N: 32768,
    r: 8,
    p: 1,
    maxmem: 64 * 1024 * 1024,
  });
  return ['scrypt', 32768, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A tiny deterministic generator, so every run inserts the same data. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** Multi-row INSERTs of `rows` in chunks (one statement per chunk size), inside a transaction. */
function insertRows(db, table, columns, rows, chunk = 500) {
  const statements = new Map();
  const statementFor = (count) => {
    if (!statements.has(count)) {
      const row = `(${columns.map(() => '?').join(', ')})`;
      const values = Array.from({ length: count }, () => row).join(', ');
      statements.set(
        count,
        db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}`),
      );
    }
    return statements.get(count);
  };
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk);
    statementFor(part.length).run(part.flat());
  }
}

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
    const taskColumns = [
      'teacher_id',
      'subject_id',
      'title',
      'criteria',
      'max_ball',
      'timer_minutes',
      'deadline',
      'delay_at',
      'only_new',
      'can_repeated',
      'show_answers',
      'post_deadline_allowed',
      'allow_question_copy',
      'scale',
      'decision',
      'created_at',
      'updated_at',
      'deleted_at',
    ];
    insertRows(
      db,
      'tasks',
      taskColumns,
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

/** The bare node:http floor in its own process, answering `body`; resolves with its port. */
function startFloor(dir, body) {
  const file = join(dir, 'floor-body.json');
  writeFileSync(file, body);
  const child = spawn(process.execPath, [join(root, 'bench', 'floor-server.mjs'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The floor server exited (${code})`)));
    child.stdout.once('data', (chunk) => resolve({ child, port: Number(String(chunk).trim()) }));
  });
}

function startServer(port, env) {
  const child = spawn(process.execPath, [...serverFlags(), join(api, 'dist', 'main.js')], {
    cwd: api,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return { child, stderr: () => stderr };
}

async function waitForHealth(base, server) {
  for (let tries = 0; tries < 600; tries += 1) {
    if (server.child.exitCode !== null) {
      throw new Error(`The API exited (${server.child.exitCode}):\n${server.stderr()}`);
    }
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The API did not become healthy within 60 s');
}

const cookieOf = (res, name) =>
  res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .find((pair) => pair.startsWith(`${name}=`));

/** POST /login as a browser does it: the XSRF cookie echoed in X-XSRF-TOKEN. */
async function signIn(base) {
  const page = await fetch(`${base}/api/settings`);
  const xsrf = cookieOf(page, 'XSRF-TOKEN');
  const cookies = page.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: cookies.join('; '),
      'x-xsrf-token': decodeURIComponent(xsrf.slice('XSRF-TOKEN='.length)),
    },
    body: JSON.stringify({ stage: 1, email: EMAIL, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`Sign-in failed: ${res.status} ${await res.text()}`);
  const fresh = res.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  const jar = new Map([...cookies, ...fresh].map((pair) => [pair.split('=')[0], pair]));
  return [...jar.values()].join('; ');
}

function get(agent, port, path, cookie) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path, agent, headers: { cookie, accept: 'application/json' } },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

/**
 * CPU time (user + system) the process has used, in ms, from /proc (Linux, 100 ticks a
 * second); undefined elsewhere. Per request it is steadier than latency on a shared machine.
 */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** CONCURRENCY loops, each firing its next request when the last one answered. */
async function load(port, path, cookie, serverPid) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  // Warm-up: all CONCURRENCY connections open (their set-up is not what is measured),
  // statement caches, JIT.
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = 0; i < 4; i += 1) await get(agent, port, path, cookie);
    }),
  );
  const answer = await get(agent, port, path, cookie);
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${answer.body}`);
  const first = JSON.parse(answer.body);
  const latencies = [];
  let failures = 0;
  const cpuBefore = cpuMs(serverPid);
  const started = performance.now();
  const until = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const sent = performance.now();
        const res = await get(agent, port, path, cookie);
        latencies.push(performance.now() - sent);
        if (res.status !== 200) failures += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = cpuMs(serverPid);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    failures,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1],
    cpuPerRequest:
      cpuBefore === undefined || cpuAfter === undefined
        ? undefined
        : (cpuAfter - cpuBefore) / latencies.length,
    items: first.items?.length ?? '-',
    total: first.total ?? '-',
    body: answer.body,
  };
}

/** The measured columns of one load run. */
function figures(r) {
  return {
    'req/s': Math.round(r.rps),
    'p50 ms': r.p50.toFixed(1),
    'p90 ms': r.p90.toFixed(1),
    'p99 ms': r.p99.toFixed(1),
    'max ms': r.max.toFixed(1),
    'API CPU ms/req': r.cpuPerRequest?.toFixed(2) ?? '-',
    failures: r.failures,
  };
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
  const env = {
    DATABASE_URL: `sqlite:${databasePath}`,
    LOG_LEVEL: 'error',
    SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
    MAIL_DIR: join(dir, 'mail'),
    FILES_DIR: join(dir, 'files'),
    ACCOUNT_RATE_LIMIT: '10000',
  };
  let server;
  let floor;
  try {
    // First start runs the migrations; the data goes in while it is idle.
    server = startServer(port, env);
    await waitForHealth(base, server);
    const seeded = seed(databasePath);
    console.log(
      `Seeded ${seeded.works} works (${seeded.queued} awaiting check) for one teacher, ` +
        `${TASKS} tasks, ${STUDENTS} students in ${seeded.seconds.toFixed(1)} s`,
    );
    const cookie = await signIn(base);
    const { subjectId, taskId, studentId } = seeded.sample;
    const scenarios = [
      // For scale: the cheapest route of the app (no session; one SELECT 1), then the cost
      // of any signed-in route (session read and extend, user lookup).
      ['cheapest route: GET /api/health', '/api/health'],
      ['baseline: GET /api/user', '/api/user'],
      ['first page', '/api/checks'],
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
    const floorRun = await load(floor.port, '/', '', floor.child.pid);
    const rows = [floorRow(floorRun)];
    // BENCH_ONLY=<text> runs only the scenarios whose name holds it (e.g. to profile one).
    const only = process.env.BENCH_ONLY;
    for (const [name, path] of scenarios.filter(([name]) => !only || name.includes(only))) {
      const r = await load(port, path, cookie, server.child.pid);
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
