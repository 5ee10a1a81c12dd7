// npm run bench:web — what /login and a teacher's /tasks cost the browser, federated vs one
// plain SPA, both served by the built API in the same run: bytes (raw, gzip, brotli),
// requests and round trips before the page is usable, Lighthouse 12 medians (LCP, TBT,
// score), the first paint on a 400 kbps / 400 ms network, and how long a cold production
// build of the five web apps takes.
// BENCH_SKIP_BUILD=1 measures the builds already there; BENCH_RUNS sets the Lighthouse runs.
// Prints figures; asserts nothing.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { launchLighthouse, CHROME_FLAGS } from './lib/lighthouse.mjs';
import { SLOW_NETWORK, bytesBeforeReady, roundTrips, slowNetworkPaint } from './lib/page-load.mjs';
import { registerTeacher, startProduct } from './lib/product.mjs';

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
  let typecheck = NaN;
  try {
    typecheck = seconds(() =>
      execFileSync(bin('tsc'), ['-p', 'tsconfig.json'], {
        cwd: join(root, 'shell'),
        stdio: 'pipe',
      }),
    );
  } catch {
    // a type error (someone's work in progress) costs the figure, not the bench
  }
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

const PAGES = ['/login', '/tasks'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const sum = (rows) =>
  Object.values(rows).reduce(
    (total, r) => ({
      raw: total.raw + r.raw,
      gzip: total.gzip + r.gzip,
      brotli: total.brotli + r.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );

/** A web root whose shell is the plain SPA build (no remotes needed). */
function plainWebRoot() {
  const dir = mkdtempSync(join(tmpdir(), 'tutor-plain-'));
  mkdirSync(join(dir, 'shell'));
  symlinkSync(join(root, 'bench/out/plain'), join(dir, 'shell/dist'));
  return dir;
}

function printBytes(title, result) {
  console.log(`\n${title}: ${result.requests} requests before usable`);
  for (const [name, r] of Object.entries(result.rows).sort((a, b) => b[1].gzip - a[1].gzip)) {
    console.log(
      `  ${name.padEnd(36)} ${String(r.files).padStart(3)} files ${kb(r.raw).padStart(10)} raw ${kb(r.gzip).padStart(9)} gzip ${kb(r.brotli).padStart(9)} br`,
    );
  }
  const total = sum(result.rows);
  console.log(
    `  ${'total code (JS, CSS, JSON, HTML)'.padEnd(36)}           ${kb(total.raw).padStart(10)} raw ${kb(total.gzip).padStart(9)} gzip ${kb(total.brotli).padStart(9)} br`,
  );
  return total;
}

if (process.env.BENCH_SKIP_BUILD !== '1') {
  const builds = coldBuilds();
  console.log('Cold production builds (rspack build, sequential, no cache):');
  for (const [app, s] of Object.entries(builds.times))
    console.log(`  ${app.padEnd(16)} ${s.toFixed(2)} s`);
  const all = Object.values(builds.times).reduce((a, b) => a + b, 0);
  const check = Number.isNaN(builds.typecheck)
    ? 'shell type-check failed'
    : `${builds.typecheck.toFixed(2)} s shell type-check`;
  console.log(`  ${'all five'.padEnd(16)} ${all.toFixed(2)} s (+ ${check})`);
  console.log(`  ${'plain SPA'.padEnd(16)} ${builds.plain.toFixed(2)} s`);
}

const shared = sharedFilesOfShell();
const plainRoot = plainWebRoot();
const variants = {
  federated: { product: await startProduct({ root, webRoot: root }) },
  plain: { product: await startProduct({ root, webRoot: plainRoot }) },
};
const categoriseOf = {
  federated: (p) => categorise(p, shared),
  plain: () => 'plain SPA',
};
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROME_FLAGS,
});
const figures = {};
try {
  for (const variant of Object.values(variants))
    variant.cookies = await registerTeacher(variant.product.url);
  const targetOf = (name, path) => ({
    url: variants[name].product.url,
    path,
    cookies: path === '/login' ? undefined : variants[name].cookies,
  });

  for (const path of PAGES) {
    for (const name of Object.keys(variants)) {
      const bytes = await bytesBeforeReady(browser, targetOf(name, path), categoriseOf[name]);
      const total = printBytes(`${name} ${path}`, bytes);
      figures[`${name} ${path}`] = {
        ...total,
        requests: bytes.requests,
        trips: await roundTrips(browser, targetOf(name, path)),
        slow: await slowNetworkPaint(browser, targetOf(name, path)),
      };
      const { slow } = figures[`${name} ${path}`];
      console.log(
        `  ${SLOW_NETWORK.kbps} kbps / ${SLOW_NETWORK.latency} ms: first paint ${Math.round(slow.firstPaint)} ms, first content ${Math.round(slow.firstContentfulPaint)} ms, usable ${Math.round(slow.usable)} ms`,
      );
    }
  }

  const lighthouse = await launchLighthouse();
  try {
    for (let run = 0; run < RUNS; run += 1) {
      for (const path of PAGES) {
        for (const name of Object.keys(variants)) {
          const { url, cookies } = targetOf(name, path);
          const result = await lighthouse.audit(url + path, cookies);
          const row = figures[`${name} ${path}`];
          (row.lighthouse ??= []).push(result);
          console.log(
            `lighthouse run ${run + 1} ${name.padEnd(9)} ${path.padEnd(6)} LCP ${Math.round(result.lcp)} ms, TBT ${Math.round(result.tbt)} ms, CLS ${result.cls.toFixed(3)}, score ${result.score.toFixed(2)}`,
          );
        }
      }
    }
  } finally {
    await lighthouse.close();
  }
} finally {
  await browser.close();
  for (const { product } of Object.values(variants)) await product.stop();
  rmSync(plainRoot, { recursive: true, force: true });
}

const cell = (value, width = 11) => String(value).padStart(width);
console.log(
  `\nFigures (Lighthouse: medians of ${RUNS} runs, mobile, simulated throttling; round trips: +${300} ms a request)`,
);
console.log(
  `${'page'.padEnd(8)}${'variant'.padEnd(11)}${cell('raw KB')}${cell('gzip KB')}${cell('br KB')}${cell('requests')}${cell('round trips', 12)}${cell('LCP ms')}${cell('TBT ms')}${cell('score', 7)}${cell('CLS max', 9)}`,
);
for (const path of PAGES) {
  const medians = {};
  for (const name of Object.keys(variants)) {
    const f = figures[`${name} ${path}`];
    const lh = f.lighthouse ?? [];
    medians[name] = {
      lcp: median(lh.map((r) => r.lcp)),
      tbt: median(lh.map((r) => r.tbt)),
      cls: Math.max(0, ...lh.map((r) => r.cls)),
      score: median(lh.map((r) => r.score)),
    };
    console.log(
      `${path.padEnd(8)}${name.padEnd(11)}${cell((f.raw / 1024).toFixed(1))}${cell((f.gzip / 1024).toFixed(1))}${cell((f.brotli / 1024).toFixed(1))}${cell(f.requests)}${cell(f.trips.toFixed(1), 12)}${cell(Math.round(medians[name].lcp))}${cell(Math.round(medians[name].tbt))}${cell(medians[name].score.toFixed(2), 7)}${cell(medians[name].cls.toFixed(3), 9)}`,
    );
  }
  const fed = figures[`federated ${path}`];
  const plain = figures[`plain ${path}`];
  console.log(
    `${path.padEnd(8)}${'fed/plain'.padEnd(11)}${cell((fed.raw / plain.raw).toFixed(2))}${cell((fed.gzip / plain.gzip).toFixed(2))}${cell((fed.brotli / plain.brotli).toFixed(2))}${cell((fed.requests / plain.requests).toFixed(2))}${cell((fed.trips / plain.trips).toFixed(2), 12)}${cell((medians.federated.lcp / medians.plain.lcp).toFixed(2))}${cell((medians.federated.tbt / medians.plain.tbt).toFixed(2))}${cell((medians.federated.score / medians.plain.score).toFixed(2), 7)}`,
  );
}
console.log(
  `\nOn ${SLOW_NETWORK.kbps} kbps / ${SLOW_NETWORK.latency} ms (CDP-throttled Chromium, medians of 3 cold loads, ms)`,
);
console.log(
  `${'page'.padEnd(8)}${'variant'.padEnd(11)}${cell('first paint', 12)}${cell('1st content', 12)}${cell('usable', 9)}`,
);
for (const path of PAGES) {
  for (const name of Object.keys(variants)) {
    const { slow } = figures[`${name} ${path}`];
    console.log(
      `${path.padEnd(8)}${name.padEnd(11)}${cell(Math.round(slow.firstPaint), 12)}${cell(Math.round(slow.firstContentfulPaint), 12)}${cell(Math.round(slow.usable), 9)}`,
    );
  }
}
console.log(
  'targets (issue 23): federated/plain gzip <= 1.22 (stretch 1.15), LCP <= 1.05, score >= 0.95, first paint < 1000 ms on the slow network',
);
