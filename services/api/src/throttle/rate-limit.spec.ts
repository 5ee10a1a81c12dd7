import type { INestApplication } from '@nestjs/common';
import { advanceClock, openBrowser, signedInBrowser, type TestBrowser } from '../testing/browser';
import { createTestApp } from '../testing/test-app';

/** A client address of its own per test, so counts never mix (nor in a shared Redis). */
function freshIp(): string {
  const byte = (): number => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

const ACCOUNT_ROUTES: [string, object][] = [
  ['/login', { email: 'nobody@example.com' }],
  ['/registration', {}],
  ['/password/email', {}],
  ['/password/reset', {}],
  ['/logout', {}],
  ['/oauth/registration', {}],
  ['/api/oauth/google/disconnect', {}],
];

describe('rate limits of the account endpoints', () => {
  let app: INestApplication;
  let browser: TestBrowser;
  let ip: string;

  beforeAll(async () => {
    app = await createTestApp({
      ACCOUNT_RATE_LIMIT: '2',
      ACCOUNT_RATE_WINDOW_SECONDS: '60',
      TRUST_PROXY: 'loopback',
    });
  });

  beforeEach(async () => {
    browser = await openBrowser(app);
    ip = freshIp();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  afterAll(async () => {
    await app.close();
  });

  const send = (path: string, body: object, from = ip): ReturnType<TestBrowser['post']> =>
    browser.post(path).set('X-Forwarded-For', from).send(body);

  it.each(ACCOUNT_ROUTES)(
    'answers %s over the limit with 429 and Retry-After',
    async (path, body) => {
      // a signed-in route: the global guard answers an anonymous caller 401 before counting
      if (path.startsWith('/api/')) browser = (await signedInBrowser(app)).browser;
      for (let i = 0; i < 2; i += 1) {
        const res = await send(path, body);
        expect(res.status).not.toBe(429);
      }
      const res = await send(path, body).expect(429);
      expect(res.body).toEqual({ message: 'Too Many Attempts.' });
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(res.headers['x-ratelimit-remaining']).toBe('0');
    },
  );

  it('counts each route on its own', async () => {
    await send('/password/email', {});
    await send('/password/email', {});
    await send('/password/email', {}).expect(429);
    await send('/login', { email: 'nobody@example.com' }).expect(200);
  });

  it('counts each client address on its own', async () => {
    await send('/password/email', {});
    await send('/password/email', {});
    await send('/password/email', {}).expect(429);
    await send('/password/email', {}, freshIp()).expect(422);
  });

  it('lets the client in again once the window has passed', async () => {
    await send('/password/email', {});
    await send('/password/email', {});
    await send('/password/email', {}).expect(429);
    advanceClock(app, 60_000);
    await send('/password/email', {}).expect(422);
  });

  it('leaves other routes unlimited', async () => {
    for (let i = 0; i < 4; i += 1) await browser.get('/api/settings').expect(200);
  });
});
