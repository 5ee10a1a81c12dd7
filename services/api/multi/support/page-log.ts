import type { Page } from 'playwright-core';

/** What a page asked for and what it complained about, across its navigations. */
export interface PageLog {
  /** Every request's URL, in order. */
  requests: string[];
  /**
   * CSP violations, console errors and warnings, uncaught errors, failed requests and
   * refused files (the API's refusals, such as a guest's 401 on /api/user, are answers).
   */
  problems: string[];
}

/**
 * Records `page`'s requests and problems. A `securitypolicyviolation` event is reported
 * from inside the page, before any of its own scripts run.
 */
export async function watch(page: Page): Promise<PageLog> {
  const log: PageLog = { requests: [], problems: [] };
  await page.exposeFunction('reportCspViolation', (text: string) => {
    log.problems.push(`CSP: ${text}`);
  });
  // as text: the suite's types know no DOM
  await page.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (event) => {
      void window.reportCspViolation(event.violatedDirective + ' refused ' + event.blockedURI);
    });`,
  });
  page.on('request', (request) => log.requests.push(request.url()));
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    // a navigation cancels what the page before it still loaded
    if (error !== 'net::ERR_ABORTED') log.problems.push(`failed: ${request.url()} ${error}`);
  });
  page.on('response', (response) => {
    const api = new URL(response.url()).pathname.startsWith('/api/');
    if (response.status() >= 400 && !api) {
      log.problems.push(`${response.status()}: ${response.url()}`);
    }
  });
  page.on('console', (message) => {
    // a refused file is reported above, by its answer
    if (message.text().startsWith('Failed to load resource')) return;
    if (message.type() === 'error' || message.type() === 'warning') {
      log.problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => log.problems.push(`page error: ${error.message}`));
  return log;
}
