// The built product (services/api/dist/main.js) on a free port, for the web benches: the
// API, the shell and the remotes as `npm start` serves them, from any web root.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './http-bench.mjs';

export const PASSWORD = 'Lantern-Otter-42';

/** The environment without the developer's PostgreSQL/Redis: each run gets its own SQLite. */
function withoutStores(env) {
  const { DATABASE_URL: _db, REDIS_URL: _redis, REMOTES_CONFIG: _registry, ...rest } = env;
  return rest;
}

/** Starts the API serving `webRoot` (a folder holding shell/dist and mfe-*\/dist). */
export async function startProduct({ root, webRoot }) {
  const dir = mkdtempSync(join(tmpdir(), 'tutor-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(root, 'services/api/dist/main.js')], {
    cwd: dir,
    env: {
      ...withoutStores(process.env),
      PORT: String(port),
      APP_URL: url,
      DATABASE_URL: `sqlite:${join(dir, 'data.sqlite')}`,
      MAIL_DIR: join(dir, 'mail'),
      WEB_ROOT: webRoot,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${stderr}`);
    if (tries > 600) throw new Error(`The server did not become healthy:\n${stderr}`);
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((done) => setTimeout(done, 100));
  }
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return { url, stop };
}

const pairsOf = (res) => res.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);

/**
 * Registers through POST /registration (stage 2) as a browser does, with the XSRF echo;
 * answers the cookies of the new session ({ name, value, url }).
 */
export async function register(url, body) {
  const first = await fetch(`${url}/api/settings`);
  const jar = new Map(pairsOf(first).map((pair) => [pair.split('=')[0], pair]));
  const xsrf = jar.get('XSRF-TOKEN') ?? '';
  const res = await fetch(`${url}/registration`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: [...jar.values()].join('; '),
      'x-xsrf-token': decodeURIComponent(xsrf.slice('XSRF-TOKEN='.length)),
    },
    body: JSON.stringify({ stage: 2, phone: '', password: PASSWORD, agree: true, ...body }),
  });
  if (res.status !== 200) throw new Error(`Registration failed: ${res.status} ${await res.text()}`);
  for (const pair of pairsOf(res)) jar.set(pair.split('=')[0], pair);
  return [...jar.values()].map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
  });
}

/** A new teacher's session cookies on `url`. */
export function registerTeacher(url) {
  return register(url, {
    email: `teacher.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.com`,
    first_name: 'Мария',
    role: 1,
    phone: '+79161234567',
  });
}
