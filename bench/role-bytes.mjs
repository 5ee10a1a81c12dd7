// npm run bench:roles — the JavaScript each role downloads for its home page (teacher
// /tasks, student /works) on the built product. Builds nothing: run
// `npx nx run-many -t build -p shell "mfe-*" api` first. Prints figures; asserts nothing.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { register, startProduct } from './lib/product.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

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
const product = await startProduct({ root, webRoot: root });
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
