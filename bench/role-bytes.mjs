// npm run bench:roles — the JavaScript each role downloads for its home page (teacher
// /tasks, student /works) on the built product. Builds nothing: run
// `npx nx run-many -t build -p shell "mfe-*" api` first. Prints figures; asserts nothing.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PASSWORD = 'Lantern-Otter-42';

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** Starts the built product as `npm start` serves it, on a free port and a fresh SQLite file. */
async function startProduct() {
  const dir = mkdtempSync(join(tmpdir(), 'tutor-roles-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(root, 'services/api/dist/main.js')], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: url,
      DATABASE_URL: `sqlite:${join(dir, 'data.sqlite')}`,
      MAIL_DIR: join(dir, 'mail'),
      WEB_ROOT: root,
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

/** Registers through POST /registration (stage 2) as a browser does, with the XSRF echo. */
async function register(url, body) {
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

/** Loads `path` signed in with `cookies` and sums the JavaScript fetched until it settles. */
async function measure(browser, url, cookies, path) {
  const context = await browser.newContext();
  await context.addCookies(cookies);
  const page = await context.newPage();
  const scripts = [];
  let requests = 0;
  page.on('request', () => (requests += 1));
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response);
  });
  await page.goto(`${url}${path}`);
  await page.locator('main h1').first().waitFor();
  // Settled: no new script asked for during half a second.
  for (let seen = -1; seen !== scripts.length;) {
    seen = scripts.length;
    await page.waitForTimeout(500);
  }
  const row = {
    files: 0,
    raw: 0,
    gzip: 0,
    requests,
    remote: { files: 0, raw: 0, gzip: 0, names: [] },
  };
  for (const response of scripts) {
    const body = await response.body();
    const gzip = gzipSync(body, { level: 9 }).length;
    row.files += 1;
    row.raw += body.length;
    row.gzip += gzip;
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/remotes/tasks/')) {
      row.remote.names.push(pathname.slice('/remotes/tasks/'.length));
      row.remote.files += 1;
      row.remote.raw += body.length;
      row.remote.gzip += gzip;
    }
  }
  await context.close();
  return row;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const stamp = Date.now();
const product = await startProduct();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const teacher = await register(product.url, {
    email: `teacher.${stamp}@example.com`,
    first_name: 'Мария',
    role: 1,
    phone: '+79161234567',
  });
  const student = await register(product.url, {
    email: `student.${stamp}@example.com`,
    first_name: 'Аня',
    role: 2,
  });
  console.log('JavaScript downloaded for each role’s home page (cold cache):');
  for (const [role, cookies, path] of [
    ['teacher', teacher, '/tasks'],
    ['student', student, '/works'],
  ]) {
    const row = await measure(browser, product.url, cookies, path);
    console.log(
      `  ${role.padEnd(8)} ${path.padEnd(7)} ${String(row.files).padStart(3)} JS files ` +
        `${kb(row.raw).padStart(10)} raw ${kb(row.gzip).padStart(9)} gzip ` +
        `${String(row.requests).padStart(3)} requests in all; ` +
        `(mfe-tasks: ${row.remote.files} files ${kb(row.remote.raw)} raw ${kb(row.remote.gzip)} gzip)`,
    );
    console.log(`           mfe-tasks files: ${row.remote.names.join(' ')}`);
  }
} finally {
  await browser.close();
  await product.stop();
}
