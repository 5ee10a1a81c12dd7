import type { INestApplication } from '@nestjs/common';
import type { SessionUser } from '@tutor/contracts';
import { BAD_VALUES, describeValue } from '../testing/bad-input';
import { advanceClock, openBrowser, signedInBrowser, type TestBrowser } from '../testing/browser';
import { popupResult, telegramLogin } from '../testing/oauth-flow';
import { createTestApp } from '../testing/test-app';

const BOT_TOKEN = '123456:telegram-test-token';
let sequence = 0;

function login(fields: Record<string, string> = {}, token = BOT_TOKEN): string {
  const signed = telegramLogin(token, {
    id: String(7000000 + (sequence += 1)),
    first_name: 'Таня',
    username: 'tanya_t',
    auth_date: String(Math.floor(Date.now() / 1000)),
    ...fields,
  });
  return `/oauth/telegram/callback?${new URLSearchParams(signed).toString()}`;
}

describe('Telegram login widget (linking)', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await createTestApp({
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
      TELEGRAM_BOT_NAME: 'tutor_test_bot',
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });
  afterAll(async () => {
    await app.close();
  });

  async function connecting(): Promise<TestBrowser> {
    const { browser } = await signedInBrowser(app);
    await browser.get('/oauth/telegram?state=connect').expect(200);
    return browser;
  }

  const resultOf = async (browser: TestBrowser, path: string): Promise<unknown> =>
    popupResult(await browser.get(path).set('Accept-Language', 'en').expect(200));

  it('shows the widget of TELEGRAM_BOT_NAME, sending the login to the callback', async () => {
    const { browser } = await signedInBrowser(app);
    const res = await browser.get('/oauth/telegram?state=connect').expect(200);
    expect(res.text).toContain('src="https://telegram.org/js/telegram-widget.js?22"');
    expect(res.text).toContain('data-telegram-login="tutor_test_bot"');
    expect(res.text).toContain('data-auth-url="http://localhost:3000/oauth/telegram/callback"');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('script-src https://telegram.org');
    expect(csp).toContain('frame-src https://oauth.telegram.org');
    expect(res.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  });

  it('links an account whose login carries Telegram’s hash', async () => {
    const browser = await connecting();
    expect(await resultOf(browser, login({ last_name: 'Т.' }))).toEqual({
      oauth: { provider: 'telegram', first_name: 'Таня', last_name: 'Т.', username: 'tanya_t' },
    });
    const me = (await browser.get('/api/user').expect(200)).body as SessionUser;
    expect(me.social_accounts.map((a) => a.provider)).toEqual(['telegram']);
  });

  it('refuses a login signed with another bot’s token', async () => {
    const browser = await connecting();
    expect(await resultOf(browser, login({}, '999:another-bot'))).toEqual({
      message: 'Telegram did not confirm the sign-in. Please try again.',
    });
  });

  it('refuses a login whose fields were changed after signing', async () => {
    const browser = await connecting();
    const forged = login().replace(/username=[^&]+/, 'username=admin');
    expect(await resultOf(browser, forged)).toEqual({
      message: 'Telegram did not confirm the sign-in. Please try again.',
    });
  });

  it('refuses a login older than a day', async () => {
    const browser = await connecting();
    const path = login();
    advanceClock(app, 24 * 60 * 60_000 + 60_000);
    await browser.get('/oauth/telegram?state=connect').expect(200);
    expect(await resultOf(browser, path)).toEqual({
      message: 'Telegram did not confirm the sign-in. Please try again.',
    });
  });

  it('accepts a login up to a day old', async () => {
    const browser = await connecting();
    const dayAgo = String(Math.floor(Date.now() / 1000) - 23 * 60 * 60);
    expect(await resultOf(browser, login({ auth_date: dayAgo }))).toHaveProperty('oauth');
  });

  it('needs the widget page opened in this session first', async () => {
    const { browser } = await signedInBrowser(app);
    expect(await resultOf(browser, login())).toEqual({
      message: 'The sign-in request has expired or was started elsewhere. Please try again.',
    });
  });

  it('offers stage 3 for an unknown account outside connect (no email from Telegram)', async () => {
    const browser = await openBrowser(app);
    await browser.get('/oauth/telegram').expect(200);
    expect(await resultOf(browser, login())).toEqual({
      message: 'oauth_registration',
      email: null,
    });
  });

  it.each(
    ['id', 'auth_date', 'hash', 'first_name'].flatMap((field) =>
      BAD_VALUES.filter((v) => typeof v !== 'object' || v === null).map(
        (v) => [field, describeValue(v), v] as const,
      ),
    ),
  )('answers %s = %s without a server error', async (field, _label, value) => {
    const browser = await connecting();
    const query = new URLSearchParams(login().split('?')[1]);
    query.set(field, String(value));
    const res = await browser.get(`/oauth/telegram/callback?${query.toString()}`);
    expect(res.status).toBeLessThan(500);
  });

  it('answers repeated fields without a server error', async () => {
    const browser = await connecting();
    const res = await browser.get(`${login()}&id=1&hash=x`);
    expect(res.status).toBe(200);
  });
});
