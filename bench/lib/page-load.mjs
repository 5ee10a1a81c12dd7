// One cold page load in Chromium (playwright-core): what it fetched before it was usable,
// and how many network round trips stood between the navigation and that moment.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** When a page counts as usable. */
export const READY = {
  '/login': (page) => page.getByRole('button', { name: 'Продолжить' }).waitFor(),
  '/tasks': (page) => page.locator('main h1').first().waitFor(),
};

/** The added latency of the round-trip measurement, per request (ms). */
export const ROUND_TRIP_MS = 300;

const CODE = /\.(js|css|json|html)$/;

function sizes(body) {
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length,
  };
}

/** A slow mobile connection for the first-paint figure: 400 kbps each way, 400 ms latency. */
export const SLOW_NETWORK = { latency: 400, kbps: 400 };

async function openCold(browser, cookies, latency, kbps = 0) {
  // the platform's default language, whatever the machine's locale: READY names Russian labels
  const context = await browser.newContext({ locale: 'ru-RU' });
  if (cookies) await context.addCookies(cookies);
  const page = await context.newPage();
  if (latency > 0 || kbps > 0) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const throughput = kbps > 0 ? (kbps * 1000) / 8 : -1;
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency,
      downloadThroughput: throughput,
      uploadThroughput: throughput,
    });
  }
  return { context, page };
}

/** Milliseconds from navigation to usable, with `latency` ms added to every request. */
async function timeToReady(browser, { url, path, cookies }, latency) {
  const { context, page } = await openCold(browser, cookies, latency);
  const started = performance.now();
  await page.goto(url + path, { waitUntil: 'commit' });
  await READY[path](page);
  const elapsed = performance.now() - started;
  await context.close();
  return elapsed;
}

/**
 * One cold load on SLOW_NETWORK (CDP-throttled Chromium): when the browser first painted
 * anything, first painted content (text, an image, an SVG) and got usable, in ms from the
 * navigation's start.
 */
async function slowLoad(browser, { url, path, cookies }) {
  const { context, page } = await openCold(
    browser,
    cookies,
    SLOW_NETWORK.latency,
    SLOW_NETWORK.kbps,
  );
  await page.goto(url + path, { waitUntil: 'commit' });
  await READY[path](page);
  const paints = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
    return {
      fp: at('first-paint'),
      fcp: at('first-contentful-paint'),
      ready: performance.now(),
      start: navigation?.startTime ?? 0,
    };
  });
  await context.close();
  return {
    firstPaint: paints.fp - paints.start,
    firstContentfulPaint: paints.fcp - paints.start,
    usable: paints.ready - paints.start,
  };
}

/** Medians of `runs` cold loads on SLOW_NETWORK (see slowLoad). */
export async function slowNetworkPaint(browser, target, runs = 3) {
  const loads = [];
  for (let run = 0; run < runs; run += 1) loads.push(await slowLoad(browser, target));
  return {
    firstPaint: median(loads.map((load) => load.firstPaint)),
    firstContentfulPaint: median(loads.map((load) => load.firstContentfulPaint)),
    usable: median(loads.map((load) => load.usable)),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Round trips before usable: how much later the page gets usable when every request takes
 * ROUND_TRIP_MS longer, in units of ROUND_TRIP_MS (medians of `runs` loads each way). A
 * request that waits for another adds one; requests in parallel add one together.
 */
export async function roundTrips(browser, target, runs = 3) {
  const fast = [];
  const slow = [];
  for (let run = 0; run < runs; run += 1) {
    fast.push(await timeToReady(browser, target, 0));
    slow.push(await timeToReady(browser, target, ROUND_TRIP_MS));
  }
  return (median(slow) - median(fast)) / ROUND_TRIP_MS;
}

/**
 * Loads `path` in a fresh context and sums the code (JS, CSS, JSON, HTML; not /api/)
 * fetched before it was usable, by category: raw, gzip -9 and brotli 11 bytes.
 */
export async function bytesBeforeReady(browser, { url, path, cookies }, categorise) {
  const { context, page } = await openCold(browser, cookies, 0);
  const requests = [];
  page.on('request', (request) => requests.push(request));
  await page.goto(url + path);
  await READY[path](page);
  const before = [...requests];
  const rows = {};
  for (const request of before) {
    const { pathname } = new URL(request.url());
    const isDocument = request.resourceType() === 'document';
    if (pathname.startsWith('/api/') || (!isDocument && !CODE.test(pathname))) continue;
    const response = await request.response();
    const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
    const size = sizes(body);
    const name = isDocument ? 'page (HTML)' : categorise(pathname);
    const row = (rows[name] ??= { raw: 0, gzip: 0, brotli: 0, files: 0 });
    row.raw += size.raw;
    row.gzip += size.gzip;
    row.brotli += size.brotli;
    row.files += 1;
  }
  await context.close();
  return { rows, requests: before.length };
}
