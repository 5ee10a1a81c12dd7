import { createHash, createHmac } from 'node:crypto';
import type { SocialPopupResult } from '@tutor/contracts';
import type { TestBrowser } from './browser';

type TestResponse = Awaited<ReturnType<TestBrowser['get']>>;

/**
 * The first half of a popup's sign-in: GET /oauth/{provider}[?…] (302 to the provider),
 * then the provider's authorization endpoint (302 back). Answers the callback path with
 * the provider's query, which the browser would open next.
 */
export async function throughProvider(browser: TestBrowser, startPath: string): Promise<string> {
  const start = await browser.get(startPath).expect(302);
  const authorize = String(start.headers.location);
  const answer = await fetch(authorize, { redirect: 'manual' });
  if (answer.status !== 302) throw new Error(`${authorize} answered ${answer.status}`);
  const callback = new URL(answer.headers.get('location') ?? '');
  return `${callback.pathname}${callback.search}`;
}

/** The popup's whole round trip: start, provider, callback page. */
export async function signInThroughPopup(
  browser: TestBrowser,
  startPath: string,
): Promise<TestResponse> {
  return browser.get(await throughProvider(browser, startPath)).expect(200);
}

/** The script of the callback page, as the browser runs it. */
export function pageScript(res: TestResponse): string {
  const script = /<script>([\s\S]*?)<\/script>/.exec(res.text)?.[1];
  if (script === undefined) throw new Error(`No script in the callback page:\n${res.text}`);
  return script;
}

/**
 * What the callback page posts to its opener: runs its script against a fake window and
 * reads the one postMessage call (data, targetOrigin).
 */
export function postedMessage(res: TestResponse): { data: unknown; targetOrigin: unknown } {
  const calls: { data: unknown; targetOrigin: unknown }[] = [];
  const opener = {
    closed: false,
    postMessage: (data: unknown, targetOrigin: unknown) => calls.push({ data, targetOrigin }),
  };
  const window = { opener, close: () => undefined, location: { replace: () => undefined } };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the page's own script, as a browser would
  const run = new Function('window', pageScript(res)) as (window: unknown) => void;
  run(window);
  if (calls.length !== 1) throw new Error(`The page posted ${calls.length} messages`);
  return calls[0] as { data: unknown; targetOrigin: unknown };
}

/** The result the callback page posts, parsed as the opener parses it. */
export function popupResult(res: TestResponse): SocialPopupResult {
  const { data } = postedMessage(res);
  if (typeof data !== 'string') throw new Error('The page posted something else than a string');
  return JSON.parse(data) as SocialPopupResult;
}

/** A login widget answer as Telegram signs it for the bot's token. */
export function telegramLogin(
  botToken: string,
  fields: Record<string, string>,
): Record<string, string> {
  const dataCheckString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHash('sha256').update(botToken).digest();
  const hash = createHmac('sha256', secret).update(dataCheckString).digest('hex');
  return { ...fields, hash };
}
