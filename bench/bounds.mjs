// npm run bench:bounds — what the worst body of every operation costs the API. The built API
// (services/api/dist) on a fresh SQLite database, loopback only. For every operation of its
// OpenAPI document: the largest body its schema accepts (every list at maxItems, every text
// at maxLength, shrunk to fit BODY_LIMIT_KB), and bodies up to BODY_LIMIT_KB that flood its
// first list (or an unknown field) with `{}`, nest 30 deep, or carry one ~1 MiB text; each
// sent as the role the route lets in, its API CPU (all threads, /proc schedstat) averaged
// over REPEATS. Target: ≤ 50 ms each. Then four clients send the ten worst bodies in a loop
// while another user reads GET /api/user: its p99 within 3× the unloaded one, no 503.
// Stops by itself (BENCH_SECONDS per load phase, default 10). Asserts nothing; prints figures.
import { readdirSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  api,
  apiEnv,
  freePort,
  percentile,
  startServer,
  waitForHealth,
} from './lib/http-bench.mjs';

const BODY_LIMIT_KB = 1024;
const LIMIT = BODY_LIMIT_KB * 1024;
const REPEATS = 2;
const TARGET_CPU_MS = 50;
const TARGET_RATIO = 3;
const CLIENTS = 4;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PASSWORD = 'Bench-Pineapple-42';
/** Routes whose handler would end the bench's sessions or need a provider. */
const SKIPPED = new Set(['POST /logout', 'DELETE /api/account/sessions']);

const threadMs = (pid, task) =>
  Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]) / 1e6;

/**
 * CPU time of `pid` in ms (schedstat: ns on the CPU): of its main thread, the event loop
 * every other request waits for, and of all its threads (GC, password hashing in libuv's pool).
 */
function cpuMs(pid) {
  let all = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) all += threadMs(pid, task);
  return { main: threadMs(pid, pid), all };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/** One request on loopback; every method may carry a body. */
function send(port, method, path, session, body, contentType = 'application/json') {
  return new Promise((resolve, reject) => {
    const headers = { accept: 'application/json', 'accept-language': 'en' };
    if (session) {
      headers.cookie = session.cookie;
      headers['x-xsrf-token'] = session.xsrf;
    }
    if (body !== undefined) {
      headers['content-type'] = contentType;
      headers['content-length'] = Buffer.byteLength(body);
    }
    const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          headers: res.headers,
          text: Buffer.concat(chunks).toString(),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

function jarOf(res, jar = new Map()) {
  for (const cookie of [res.headers['set-cookie'] ?? []].flat()) {
    const pair = cookie.split(';')[0];
    jar.set(pair.split('=')[0], pair);
  }
  return jar;
}

function sessionOf(jar) {
  const xsrf = jar.get('XSRF-TOKEN') ?? '';
  return {
    cookie: [...jar.values()].join('; '),
    xsrf: decodeURIComponent(xsrf.slice('XSRF-TOKEN='.length)),
  };
}

/** Registers (stage 2) as a browser does; the signed-in session. */
async function register(port, name, role) {
  const jar = jarOf(await send(port, 'GET', '/api/settings'));
  const body = {
    stage: 2,
    email: `bench.${name}.${Date.now()}@example.com`,
    first_name: name,
    role,
    phone: role === 1 ? '+79161234567' : '',
    password: PASSWORD,
    agree: true,
  };
  const res = await send(port, 'POST', '/registration', sessionOf(jar), JSON.stringify(body));
  if (res.status !== 200) throw new Error(`Registration failed: ${res.status} ${res.text}`);
  const session = sessionOf(jarOf(res, jar));
  const user = JSON.parse((await send(port, 'GET', '/api/user', session)).text);
  return { ...session, id: user.id };
}

async function ok(promise, what) {
  const res = await promise;
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${res.text}`);
  return res.text === '' ? undefined : JSON.parse(res.text);
}

/** A teacher with a 100-question task sent to their student, whose work is a draft. */
async function seed(port) {
  const teacher = await register(port, 'teacher', 1);
  const student = await register(port, 'student', 2);
  const other = await register(port, 'other', 2);
  const invite = await ok(send(port, 'GET', '/api/students/invite', teacher), 'invite');
  await ok(
    send(port, 'POST', '/api/students/join', student, JSON.stringify({ invite: invite.code })),
    'join',
  );
  const questions = Array.from({ length: 100 }, (_, i) => ({
    type: 'long_text',
    text: `Question ${i + 1}`,
    ball: 1,
  }));
  const task = await ok(
    send(
      port,
      'POST',
      '/api/tasks',
      teacher,
      JSON.stringify({ title: 'Bench', questions, max_ball: 100, scale: { scale: 'points' } }),
    ),
    'task',
  );
  await ok(
    send(
      port,
      'POST',
      `/api/tasks/${task.id}/dispatches`,
      teacher,
      JSON.stringify({ target: { kind: 'students', student_ids: [student.id] } }),
    ),
    'dispatch',
  );
  for (let tries = 0; ; tries += 1) {
    const works = await ok(send(port, 'GET', '/api/works', student), 'works');
    if (works.length > 0) return { teacher, student, other, taskId: task.id, workId: works[0].id };
    if (tries > 100) throw new Error('The task was not dispatched');
    await new Promise((done) => setTimeout(done, 100));
  }
}

// ---- the bodies ----

const resolve = (doc, schema) =>
  schema?.$ref ? resolve(doc, doc.components.schemas[schema.$ref.split('/').pop()]) : schema;

/** A value of `schema` at its largest: lists at maxItems, texts at maxLength × `scale`. */
function largest(doc, schema, scale, depth = 0) {
  const s = resolve(doc, schema);
  if (s === undefined || depth > 12) return null;
  if (s.oneOf)
    return largest(doc, s.oneOf.find((x) => x.type !== 'null') ?? s.oneOf[0], scale, depth);
  if (s.enum) return s.enum[0];
  if (s.type === 'object' || s.properties) {
    return Object.fromEntries(
      Object.entries(s.properties ?? {}).map(([k, v]) => [k, largest(doc, v, scale, depth + 1)]),
    );
  }
  if (s.type === 'array') {
    return Array.from({ length: Math.min(s.maxItems ?? 100, 10_000) }, () =>
      largest(doc, s.items, scale, depth + 1),
    );
  }
  if (s.type === 'string') return 'a'.repeat(Math.max(1, Math.floor((s.maxLength ?? 64) * scale)));
  if (s.type === 'integer' || s.type === 'number') return s.minimum ?? 1;
  if (s.type === 'boolean') return true;
  return null;
}

/** The first list (or, with `kind` string, text) in `value`, depth first: its holder and key. */
function firstOf(value, kind) {
  const stack = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (item === null || typeof item !== 'object') continue;
    for (const [key, child] of Object.entries(item)) {
      if (kind === 'array' ? Array.isArray(child) : typeof child === 'string') return [item, key];
    }
    for (const child of Object.values(item).reverse()) stack.push(child);
  }
  return [value, 'unknown_field'];
}

const MARK = '"@@BENCH@@"';

/** `base` as JSON with the marked place filled by `fill(room)`, the whole just under LIMIT. */
function filled(base, kind, fill) {
  const copy = structuredClone(base);
  const [holder, key] = firstOf(copy, kind);
  holder[key] = MARK.slice(1, -1);
  const text = JSON.stringify(copy);
  return text.replace(MARK, fill(LIMIT - text.length - 64));
}

const flood = (room) =>
  `[${Array(Math.floor(room / 3))
    .fill('{}')
    .join(',')}]`;
const deep = (room) => `${'['.repeat(29)}${flood(room - 60)}${']'.repeat(29)}`;
const longText = (room) => JSON.stringify('x'.repeat(room));

/** The bodies of one operation: its largest valid one (if it has a schema) and the floods. */
function bodiesOf(doc, op) {
  const schema = op.requestBody?.content?.['application/json']?.schema;
  let base = {};
  const bodies = [];
  if (schema) {
    for (let scale = 1; ; scale /= 2) {
      base = largest(doc, schema, scale);
      const text = JSON.stringify(base);
      if (text.length < LIMIT - 1024 || scale < 0.001) {
        bodies.push(['largest valid', text]);
        break;
      }
    }
  }
  bodies.push(['list of {} to the limit', filled(base, 'array', flood)]);
  bodies.push(['30 deep, {} to the limit', filled(base, 'array', deep)]);
  bodies.push(['one text to the limit', filled(base, 'string', longText)]);
  return bodies;
}

function pathOf(template, ids) {
  return template.replace(/\{(\w+)\}/g, (_, name) => String(ids[name] ?? 1));
}

/** Who a route lets in: the teacher, else the student, else the other user (signed in). */
async function callerOf(port, method, path, people) {
  for (const person of [people.teacher, people.student]) {
    const res = await send(port, method, path, person, '{"@probe":[{},{},{}]}');
    if (res.status !== 403) return person;
  }
  return people.other;
}

async function measure(port, pid, method, path, caller, body) {
  const statuses = new Set();
  let answerKiB = 0;
  const before = cpuMs(pid);
  for (let i = 0; i < REPEATS; i += 1) {
    const res = await send(port, method, path, caller, body);
    statuses.add(res.status);
    answerKiB = Math.round(Buffer.byteLength(res.text) / 1024);
  }
  const after = cpuMs(pid);
  return {
    answerKiB,
    cpu: (after.main - before.main) / REPEATS,
    all: (after.all - before.all) / REPEATS,
    statuses: [...statuses].join('/'),
  };
}

/** Sequential GET /api/user of `person` for `seconds`: latencies and non-200 answers. */
async function userReads(port, person, seconds) {
  const latencies = [];
  const statuses = {};
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const sent = performance.now();
    const res = await send(port, 'GET', '/api/user', person);
    latencies.push(performance.now() - sent);
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  }
  latencies.sort((a, b) => a - b);
  return {
    p99: percentile(latencies, 99),
    p50: percentile(latencies, 50),
    count: latencies.length,
    statuses,
  };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-bounds-'));
  const port = await freePort();
  const flags = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  // SQLite and the in-process queue unless BENCH_REDIS_URL names a Redis (loopback) to use
  delete process.env.REDIS_URL;
  const env = {
    ...apiEnv(dir, `sqlite:${join(dir, 'bench.sqlite')}`),
    BODY_LIMIT_KB: String(BODY_LIMIT_KB),
  };
  if (process.env.BENCH_REDIS_URL) env.REDIS_URL = process.env.BENCH_REDIS_URL;
  const server = startServer(port, env, flags);
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, server);
    const pid = server.child.pid;
    console.log('API up; seeding');
    const people = await seed(port);
    console.log('seeded');
    const ids = { taskId: people.taskId, workId: people.workId, studentId: people.student.id };
    const doc = JSON.parse((await send(port, 'GET', '/api/openapi.json')).text);
    const operations = Object.entries(doc.paths)
      .flatMap(([template, ops]) =>
        Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), template, op })),
      )
      .filter(({ method, template }) => !SKIPPED.has(`${method} ${template}`))
      // BENCH_ONLY=<regexp> measures only the matching operations (e.g. to profile one)
      .filter(({ method, template }) =>
        new RegExp(process.env.BENCH_ONLY ?? '').test(`${method} ${template}`),
      )
      // the work is submitted, checked or deleted last: its answers are measured on a draft
      .sort(
        (a, b) =>
          Number(/submit|check|return|DELETE/.test(`${a.method} ${a.template}`)) -
          Number(/submit|check|return|DELETE/.test(`${b.method} ${b.template}`)),
      );
    const rows = [];
    const started = performance.now();
    for (const { method, template, op } of operations) {
      const path = pathOf(template, ids);
      const caller = await callerOf(port, method, path, people);
      if (process.env.BENCH_VERBOSE) console.log(method, path);
      for (const [kind, body] of bodiesOf(doc, op)) {
        const t0 = performance.now();
        const { cpu, all, statuses, answerKiB } = await measure(
          port,
          pid,
          method,
          path,
          caller,
          body,
        );
        if (process.env.BENCH_VERBOSE)
          console.log(
            `  ${kind}: ${statuses} (${answerKiB} KiB) cpu ${cpu.toFixed(1)} (${all.toFixed(1)}) wall ${(performance.now() - t0).toFixed(0)}`,
          );
        rows.push({
          operation: `${method} ${template}`,
          body: kind,
          KiB: Math.round(body.length / 1024),
          statuses,
          cpu,
          all,
          method,
          path,
          caller,
          text: body,
        });
      }
    }
    rows.sort((a, b) => b.cpu - a.cpu);
    const errors = rows.filter((row) => /5\d\d/.test(row.statuses));
    console.log(
      `\n${operations.length} operations, ${rows.length} bodies (≤ ${BODY_LIMIT_KB} KiB), ${REPEATS} sends each, ` +
        `${((performance.now() - started) / 1000).toFixed(0)} s. API CPU per request, the worst 10 by the event loop's:\n`,
    );
    console.table(
      rows.slice(0, 10).map(({ operation, body, KiB, statuses, cpu, all }) => ({
        operation,
        body,
        KiB,
        statuses,
        'CPU ms (event loop)': cpu.toFixed(1),
        'CPU ms (all threads)': all.toFixed(1),
      })),
    );
    const worst = rows[0];
    console.log(
      `max: ${worst.cpu.toFixed(1)} ms (${worst.operation}, ${worst.body}); target ≤ ${TARGET_CPU_MS} ms: ` +
        `${worst.cpu <= TARGET_CPU_MS ? 'met' : 'MISSED'}; answers 5xx: ${errors.length === 0 ? 'none' : errors.map((r) => `${r.operation} ${r.body} ${r.statuses}`).join(', ')}`,
    );

    const unloaded = await userReads(port, people.other, SECONDS / 2);
    let stop = false;
    const loadStatuses = {};
    const top = rows.slice(0, 10);
    const clients = Array.from({ length: CLIENTS }, async (_, c) => {
      for (let i = c; !stop; i += 1) {
        const row = top[i % top.length];
        const res = await send(port, row.method, row.path, row.caller, row.text);
        loadStatuses[res.status] = (loadStatuses[res.status] ?? 0) + 1;
      }
    });
    const loaded = await userReads(port, people.other, SECONDS);
    stop = true;
    await Promise.all(clients);
    const ratio = loaded.p99 / unloaded.p99;
    const no503 = !loaded.statuses[503] && !loadStatuses[503];
    console.log(
      `\nGET /api/user of another user, sequential; ${CLIENTS} clients sending the 10 worst bodies in a loop:\n`,
    );
    console.table([
      {
        phase: 'unloaded',
        requests: unloaded.count,
        'p50 ms': unloaded.p50.toFixed(1),
        'p99 ms': unloaded.p99.toFixed(1),
        statuses: JSON.stringify(unloaded.statuses),
      },
      {
        phase: `loaded (${CLIENTS} clients)`,
        requests: loaded.count,
        'p50 ms': loaded.p50.toFixed(1),
        'p99 ms': loaded.p99.toFixed(1),
        statuses: JSON.stringify(loaded.statuses),
      },
    ]);
    console.log(
      `p99 ratio ${ratio.toFixed(2)}× (target ≤ ${TARGET_RATIO}×: ${ratio <= TARGET_RATIO ? 'met' : 'MISSED'}); ` +
        `the clients' answers ${JSON.stringify(loadStatuses)}; 503: ${no503 ? 'none' : 'SEEN'}`,
    );
  } finally {
    agent.destroy();
    server.child.kill('SIGTERM');
    await new Promise((done) =>
      server.child.exitCode !== null ? done() : server.child.once('exit', done),
    );
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
