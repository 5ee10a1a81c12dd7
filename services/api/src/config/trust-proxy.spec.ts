import type { INestApplication } from '@nestjs/common';
import type { ValidationErrorBody } from '@tutor/contracts';
import { TEST_PASSWORD, createUser, openBrowser } from '../testing/browser';
import { createTestApp } from '../testing/test-app';

/** A client address of its own per test, so counts never mix (nor in a shared Redis). */
function freshIp(): string {
  const byte = (): number => Math.floor(Math.random() * 254) + 1;
  return `198.18.${byte()}.${byte()}`;
}

/** Requests per route and client (ACCOUNT_RATE_LIMIT): above the login lock's 5 failures. */
const LIMIT = 6;

/** What a client may put first in X-Forwarded-For, hoping to be counted as someone else. */
const forged = (i: number): string => `1.2.3.${i + 1}`;

describe.each([
  ['1', (client: string, i: number) => `${forged(i)}, ${client}`],
  ['loopback, 10.0.0.0/8', (client: string, i: number) => `${forged(i)}, ${client}, 10.0.0.7`],
])('with TRUST_PROXY=%s', (trustProxy, header) => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: trustProxy, ACCOUNT_RATE_LIMIT: String(LIMIT) });
  });

  afterAll(async () => {
    await app.close();
  });

  it('counts the rate limit by the address the trusted proxies saw, not by a forged one', async () => {
    const browser = await openBrowser(app);
    const client = freshIp();
    const send = (i: number) =>
      browser.post('/password/email').set('X-Forwarded-For', header(client, i)).send({});
    for (let i = 0; i < LIMIT; i += 1) await send(i).expect(422);
    await send(LIMIT).expect(429);
    await browser
      .post('/password/email')
      .set('X-Forwarded-For', header(freshIp(), LIMIT))
      .expect(422);
  });

  it('locks the email for that address, whatever the client puts before it', async () => {
    const user = await createUser(app);
    const client = freshIp();
    const browser = await openBrowser(app);
    const attempt = (password: string, i: number) =>
      browser
        .post('/login')
        .set('Accept-Language', 'en')
        .set('X-Forwarded-For', header(client, i))
        .send({ stage: 1, email: user.email, password });
    for (let i = 0; i < 5; i += 1) await attempt('wrong-password', i).expect(422);
    const res = await attempt(TEST_PASSWORD, 5).expect(422);
    expect(Object.keys((res.body as ValidationErrorBody).errors)).toEqual(['email']);
  });
});

describe('with TRUST_PROXY listing the proxies', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'loopback, 10.0.0.0/8', ACCOUNT_RATE_LIMIT: '2' });
  });

  afterAll(async () => {
    await app.close();
  });

  it('believes what a listed proxy says of the client', async () => {
    const browser = await openBrowser(app);
    const send = (client: string) =>
      browser.post('/password/email').set('X-Forwarded-For', `${client}, 10.0.0.7`).send({});
    const client = freshIp();
    await send(client).expect(422);
    await send(client).expect(422);
    await send(client).expect(429);
    await send(freshIp()).expect(422);
  });

  it('believes nothing an unlisted hop passed on', async () => {
    const browser = await openBrowser(app);
    // 192.0.2.9 is no proxy of ours: the client is 192.0.2.9, whatever it forged before it.
    const send = (i: number) =>
      browser
        .post('/password/email')
        .set('X-Forwarded-For', `${freshIp()}, 192.0.2.9, 10.0.0.${i + 1}`)
        .send({});
    await send(0).expect(422);
    await send(1).expect(422);
    await send(2).expect(429);
  });
});
