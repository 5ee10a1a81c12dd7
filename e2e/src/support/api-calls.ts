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
