// The load-testing machinery of bench:api and bench:catalogue: start the built API (and the
// bare node:http floor, bench/floor-server.mjs) in their own processes, sign in as a browser
// does, keep `concurrency` requests in flight for `seconds`, and sum up the run.
import { spawn } from 'node:child_process';
import { randomBytes, scryptSync } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pinnedNode from '../../.config/pinned-node.cjs';

// The API and the floor run on process.execPath: the figures are the pinned Node's.
pinnedNode.assertPinnedNode('The bench');

const bench = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The API's package directory (services/api): its build is in dist/. */
export const api = join(bench, '..', 'services', 'api');

/** The API's own hash format (users/password-hasher.service.ts): scrypt$N$r$p$salt$key. */
export function passwordHash(password) {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFC'), salt, 64, {
    N: 32768,
    r: 8,
    p: 1,
    maxmem: 64 * 1024 * 1024,
  });
  return ['scrypt', 32768, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The bare node:http floor in its own process, answering `body`; resolves with its port. */
export function startFloor(dir, body) {
  const file = join(dir, 'floor-body.json');
  writeFileSync(file, body);
  const child = spawn(process.execPath, [join(bench, 'floor-server.mjs'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The floor server exited (${code})`)));
    child.stdout.once('data', (chunk) => resolve({ child, port: Number(String(chunk).trim()) }));
  });
}

/** The API's environment for a bench: `databaseUrl`, quiet logs, mail and files in `dir`. */
export function apiEnv(dir, databaseUrl) {
  return {
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'error',
    SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
    MAIL_DIR: join(dir, 'mail'),
    FILES_DIR: join(dir, 'files'),
    ACCOUNT_RATE_LIMIT: '10000',
  };
}

/** The built API on `port`, node started with `nodeFlags` (e.g. --cpu-prof). */
export function startServer(port, env, nodeFlags = []) {
  const child = spawn(process.execPath, [...nodeFlags, join(api, 'dist', 'main.js')], {
    cwd: api,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The API logs errors (pino) on stdout: the last of both streams, to show if it fails.
  let stderr = '';
  const keep = (chunk) => {
    stderr = (stderr + chunk).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { child, stderr: () => stderr };
}

export async function waitForHealth(base, server) {
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

/** The `name=value` pair of the cookie `name` that `res` sets. */
export const cookieOf = (res, name) =>
  res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .find((pair) => pair.startsWith(`${name}=`));

/**
 * fetch, once more on a connection the server closed while this process was busy (seeding
 * blocks the event loop longer than the API's keep-alive, so a pooled socket may be dead).
 */
async function fetchAgain(url, init) {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!String(error?.cause?.code).startsWith('UND_ERR_SOCKET')) throw error;
    return fetch(url, init);
  }
}

/** POST /login as a browser does it: the XSRF cookie echoed in X-XSRF-TOKEN; the cookies. */
export async function signIn(base, email, password) {
  const page = await fetchAgain(`${base}/api/settings`);
  const xsrf = cookieOf(page, 'XSRF-TOKEN');
  const cookies = page.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  const res = await fetchAgain(`${base}/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: cookies.join('; '),
      'x-xsrf-token': decodeURIComponent(xsrf.slice('XSRF-TOKEN='.length)),
    },
    body: JSON.stringify({ stage: 1, email, password }),
  });
  if (res.status !== 200) throw new Error(`Sign-in failed: ${res.status} ${await res.text()}`);
  const fresh = res.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  const jar = new Map([...cookies, ...fresh].map((pair) => [pair.split('=')[0], pair]));
  return [...jar.values()].join('; ');
}

/** GET `path` (non-ASCII allowed) as JSON; resolves with the status and the whole body. */
export function get(agent, port, path, cookie) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: encodeURI(path),
        agent,
        headers: { cookie, accept: 'application/json' },
      },
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
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** `concurrency` loops, each firing its next request when the last one answered. */
function inFlight(concurrency, loop) {
  return Promise.all(Array.from({ length: concurrency }, loop));
}

/**
 * `concurrency` loops against GET `path` for `seconds`, after `warmUp` requests per loop
 * (all connections open, statement caches, JIT: not what is measured). The server's CPU is
 * read from `serverPid`; `items`, `total` and `body` are of the first measured answer.
 * `beforeEach` runs in this process before every measured request (e.g. a write that
 * changes what the route answers).
 */
export async function load(
  port,
  path,
  cookie,
  serverPid,
  { concurrency, seconds, warmUp = 4, beforeEach = () => undefined },
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  await inFlight(concurrency, async () => {
    for (let i = 0; i < warmUp; i += 1) await get(agent, port, path, cookie);
  });
  const answer = await get(agent, port, path, cookie);
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${answer.body}`);
  const first = JSON.parse(answer.body);
  const latencies = [];
  let failures = 0;
  const cpuBefore = cpuMs(serverPid);
  const started = performance.now();
  const until = started + seconds * 1000;
  await inFlight(concurrency, async () => {
    while (performance.now() < until) {
      beforeEach();
      const sent = performance.now();
      const res = await get(agent, port, path, cookie);
      latencies.push(performance.now() - sent);
      if (res.status !== 200) failures += 1;
    }
  });
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

/** The measured columns of one load run; `brief` leaves out p90 and max. */
export function figures(r, { brief = false } = {}) {
  return {
    'req/s': Math.round(r.rps),
    'p50 ms': r.p50.toFixed(1),
    ...(brief ? {} : { 'p90 ms': r.p90.toFixed(1) }),
    'p99 ms': r.p99.toFixed(1),
    ...(brief ? {} : { 'max ms': r.max.toFixed(1) }),
    'API CPU ms/req': r.cpuPerRequest?.toFixed(2) ?? '-',
    failures: r.failures,
  };
}
