// npm run bench:web — what /login costs the browser, federated vs one plain SPA, and how
// long a cold production build of the five web apps takes. Prints figures; asserts nothing.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { serveStatic } from './static-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const APPS = ['shell', 'mfe-auth', 'mfe-tasks', 'mfe-marketplace', 'mfe-journal'];
const bin = (name) => join(root, 'node_modules', '.bin', name);

function seconds(run) {
  const started = performance.now();
  run();
  return (performance.now() - started) / 1000;
}

function coldBuilds() {
  const times = {};
  for (const app of APPS) {
    rmSync(join(root, app, 'dist'), { recursive: true, force: true });
    times[app] = seconds(() =>
      execFileSync(bin('rspack'), ['build'], { cwd: join(root, app), stdio: 'pipe' }),
    );
  }
  const typecheck = seconds(() =>
    execFileSync(bin('tsc'), ['-p', 'tsconfig.json'], { cwd: join(root, 'shell'), stdio: 'pipe' }),
  );
  const plain = seconds(() =>
    execFileSync(bin('rspack'), ['build', '-c', join(root, 'bench/plain/rspack.config.ts')], {
      cwd: root,
      stdio: 'pipe',
    }),
  );
  return { times, typecheck, plain };
}

function sharedFilesOfShell() {
  const stats = JSON.parse(readFileSync(join(root, 'shell/dist/mf-stats.json'), 'utf8'));
  return new Set(stats.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]));
}

function categorise(pathname, shared) {
  const file = pathname.split('/').pop();
  if (pathname === '/remotes.json') return 'registry (/remotes.json)';
  const remote = /^\/remotes\/([a-z]+)\//.exec(pathname);
  if (remote && /^(mf-manifest\.json|remoteEntry\.js)$/.test(file))
    return `manifest + entry (${remote[1]})`;
  if (remote) return `${remote[1]} remote chunks`;
  return shared.has(file) ? 'shared (react, router, i18n, libs)' : 'shell';
}

/** Loads /login in a fresh page and sums what was fetched before the form was usable. */
async function measure(browser, url, categorise) {
  const page = await browser.newPage();
  const requests = [];
  page.on('request', (request) => requests.push(request));
  await page.goto(`${url}/login`);
  await page.getByRole('button', { name: 'Продолжить' }).waitFor();
  const beforeInteractive = [...requests];
  const rows = {};
  for (const request of beforeInteractive) {
    const { pathname } = new URL(request.url());
    if (!/\.(js|json)$/.test(pathname) || pathname.startsWith('/api/')) continue;
    const response = await request.response();
    const body = response ? await response.body() : Buffer.alloc(0);
    const row = (rows[categorise(pathname)] ??= { raw: 0, gzip: 0, files: 0 });
    row.raw += body.length;
    row.gzip += gzipSync(body, { level: 9 }).length;
    row.files += 1;
  }
  await page.close();
  return { rows, requests: beforeInteractive.length };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (rows) =>
  Object.values(rows).reduce((sum, r) => ({ raw: sum.raw + r.raw, gzip: sum.gzip + r.gzip }), {
    raw: 0,
    gzip: 0,
  });

function printRows(title, result) {
  console.log(`\n${title}: ${result.requests} requests before the login form is interactive`);
  for (const [name, r] of Object.entries(result.rows).sort((a, b) => b[1].gzip - a[1].gzip)) {
    console.log(
      `  ${name.padEnd(38)} ${String(r.files).padStart(3)} files ${kb(r.raw).padStart(10)} raw ${kb(r.gzip).padStart(9)} gzip`,
    );
  }
  const sum = total(result.rows);
  console.log(
    `  ${'total JS + JSON'.padEnd(38)}           ${kb(sum.raw).padStart(10)} raw ${kb(sum.gzip).padStart(9)} gzip`,
  );
  return sum;
}

const builds = coldBuilds();
console.log('Cold production builds (rspack build, sequential, no cache):');
for (const [app, s] of Object.entries(builds.times))
  console.log(`  ${app.padEnd(16)} ${s.toFixed(2)} s`);
const all = Object.values(builds.times).reduce((a, b) => a + b, 0);
console.log(
  `  ${'all five'.padEnd(16)} ${all.toFixed(2)} s (+ ${builds.typecheck.toFixed(2)} s shell type-check)`,
);
console.log(`  ${'plain SPA'.padEnd(16)} ${builds.plain.toFixed(2)} s`);

const shared = sharedFilesOfShell();
const federatedServer = await serveStatic({ root, shellDir: join(root, 'shell/dist') });
const plainServer = await serveStatic({ root, shellDir: join(root, 'bench/out/plain') });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const federated = printRows(
    'Federated /login',
    await measure(browser, federatedServer.url, (p) => categorise(p, shared)),
  );
  const plain = printRows(
    'Plain SPA /login',
    await measure(browser, plainServer.url, () => 'plain SPA'),
  );
  console.log(
    `\nfederated/plain: ${(federated.raw / plain.raw).toFixed(3)} raw, ${(federated.gzip / plain.gzip).toFixed(3)} gzip (target <= 1.25 gzip)`,
  );
} finally {
  await browser.close();
  federatedServer.close();
  plainServer.close();
}
