import type { Page } from 'playwright-core';

/** Calls the API at `baseUrl` as the page's signed-in person (session cookie and XSRF header). */
export async function callApi<T>(
  page: Page,
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: object,
): Promise<T> {
  const cookies = await page.context().cookies(baseUrl);
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const answer = await page.request.fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf), 'Accept-Language': 'ru' },
    data: body,
  });
  if (!answer.ok()) throw new Error(`${method} ${path}: ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/**
 * Waits until the page's signed-in student has a work titled `title` (a dispatch runs in
 * the background): the page asks `GET /api/works` again until it lists one.
 */
export async function waitForWork(page: Page, title: string, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    async (wanted) => {
      const answer = await fetch('/api/works', { headers: { Accept: 'application/json' } });
      const works = answer.ok ? ((await answer.json()) as { title: string }[]) : [];
      return works.some((work) => work.title === wanted);
    },
    title,
    { polling: 250, timeout },
  );
}

/**
 * The id of the student's work titled `title`, once the dispatch has made it: waits as
 * waitForWork does, then reads the id through the same channel the next calls use, and
 * says what the list held if it never shows the work.
 */
export async function workIdOf(page: Page, baseUrl: string, title: string): Promise<number> {
  await waitForWork(page, title);
  let listed: { id: number; title: string }[] = [];
  for (let attempt = 0; attempt < 40; attempt += 1) {
    listed = await callApi<{ id: number; title: string }[]>(page, baseUrl, 'GET', '/api/works');
    const work = listed.find((item) => item.title === title);
    if (work !== undefined) return work.id;
    await new Promise((next) => setTimeout(next, 250));
  }
  throw new Error(`GET /api/works never listed «${title}»: ${JSON.stringify(listed)}`);
}
