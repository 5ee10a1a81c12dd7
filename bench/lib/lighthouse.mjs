// Lighthouse 12 (performance only, its default mobile profile with simulated throttling)
// in Debian's Chromium, launched once through chrome-launcher.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

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
  /** LCP and TBT (ms), CLS and the performance score (0..1) of one cold load of `url`. */
  const audit = async (url, cookies, retries = 2) => {
    const cookie = cookies?.map(({ name, value }) => `${name}=${value}`).join('; ');
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    const { lhr } = result;
    if (lhr.runtimeError) {
      // a lost trace (NO_NAVSTART) happens now and then on a busy machine: one more try
      if (retries > 0) return audit(url, cookies, retries - 1);
      throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    }
    return {
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      score: lhr.categories.performance.score,
    };
  };
  return { audit, close: () => chrome.kill() };
}
