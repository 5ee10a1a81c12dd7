// Lighthouse 12 (performance only, its default mobile profile with simulated throttling)
// in Debian's Chromium, launched once through chrome-launcher.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

/** BENCH_LHR_DIR=<dir> keeps each run's report (the LCP element, the request chains). */
function keepReport(url, lhr) {
  const dir = process.env.BENCH_LHR_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const name = `${new URL(url).port}${new URL(url).pathname.replace(/\//g, '_')}-${Date.now()}.json`;
  writeFileSync(join(dir, name), JSON.stringify(lhr));
}

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

export async function launchLighthouse() {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  // The session goes into Chromium's own cookie jar: a Cookie header in Lighthouse's
  // extraHeaders reached the page but not its fetches, so /api/user answered 401 and a
  // signed-in page was measured as its redirect to /login.
  const jar = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const cookieJar = jar.contexts()[0];
  /** LCP and TBT (ms), CLS and the performance score (0..1) of one cold load of `url`. */
  const audit = async (url, cookies, retries = 2) => {
    await cookieJar.clearCookies();
    if (cookies) await cookieJar.addCookies(cookies);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const { lhr } = result;
    if (lhr.runtimeError) {
      // a lost trace (NO_NAVSTART) happens now and then on a busy machine: one more try
      if (retries > 0) return audit(url, cookies, retries - 1);
      throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    }
    keepReport(url, lhr);
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl}`);
    return {
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      score: lhr.categories.performance.score,
    };
  };
  return {
    audit,
    close: async () => {
      await jar.close();
      chrome.kill();
    },
  };
}
