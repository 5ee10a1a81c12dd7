import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { redisReachable } from '../dispatch/testing/dispatch-fixtures';
import { DispatchQueue } from '../dispatch/dispatch.queue';
import { TEST_PASSWORD, createUser, openBrowser, signedInBrowser } from '../testing/browser';
import { freePort, startTcpFaultProxy, type TcpFaultProxy } from '../testing/tcp-fault-proxy';
import { api, createTestApp, tempDir } from '../testing/test-app';
import { waitUntil } from '../testing/wait-until';

/** The promise in every fault: an answer within this, whatever Redis does. */
const ANSWER_WITHIN_MS = 2000;

const realRedis = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const haveRedis = redisReachable(realRedis.href);

/** A web root with a built shell: index.html and one script. */
function builtShell(): string {
  const root = tempDir('api-web-');
  const dist = join(root, 'shell', 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Shell</title>');
  writeFileSync(join(dist, 'main.js'), 'console.log("shell");');
  return root;
}

async function timed<T>(run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await run();
  expect(Date.now() - started).toBeLessThan(ANSWER_WITHIN_MS);
  return result;
}

async function expectServerError(
  test: PromiseLike<{ status: number; body: unknown; headers: Record<string, string> }>,
): Promise<void> {
  const res = await timed(async () => test);
  expect(res.status).toBe(503);
  expect(res.body).toEqual({ message: 'Server Error' });
  expect(res.headers['retry-after']).toBe('5');
}

describe('Redis away (REDIS_URL unreachable or hung)', () => {
  let app: INestApplication | undefined;
  let proxy: TcpFaultProxy | undefined;

  afterEach(async () => {
    await app?.close();
    await proxy?.close();
    app = undefined;
    proxy = undefined;
  });

  it('at a dead port: visitors read, account routes and health answer 503 in time', async () => {
    app = await createTestApp({
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
      WEB_ROOT: builtShell(),
    });
    const user = await createUser(app);
    const visitor = await openBrowser(app);
    await timed(() => visitor.get('/api/settings').expect(200));
    await timed(() => visitor.get('/api/user').expect(401));
    await expectServerError(
      visitor.post('/login').send({ stage: 1, email: user.email, password: TEST_PASSWORD }),
    );
    await timed(() =>
      api(app as INestApplication)
        .get('/main.js')
        .expect(200),
    );
    await timed(() => visitor.get('/login').set('Accept', 'text/html').expect(200));
    const health = await timed(() =>
      api(app as INestApplication)
        .get('/api/health')
        .expect(503),
    );
    expect(health.body).toEqual({
      status: 'error',
      database: 'up',
      redis: 'down',
      node: process.version,
      // served from memory: the remotes registry does not wait on Redis
      registry: expect.objectContaining({ problem: null }) as unknown,
    });
  });

  (haveRedis ? describe : describe.skip)('behind a proxy to a working Redis', () => {
    beforeEach(async () => {
      proxy = await startTcpFaultProxy({
        host: realRedis.hostname,
        port: Number(realRedis.port || 6379),
      });
      app = await createTestApp({
        REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
        WEB_ROOT: builtShell(),
      });
    });

    it.each(['refuse', 'hang'] as const)(
      'answers within 2 s while Redis does %s, and recovers by itself',
      async (mode) => {
        const server = app as INestApplication;
        const { browser, user } = await signedInBrowser(server);
        const visitor = await openBrowser(server);
        proxy?.setMode(mode);

        await expectServerError(browser.get('/api/user'));
        await expectServerError(browser.post('/logout'));
        await expectServerError(
          visitor.post('/login').send({ stage: 1, email: user.email, password: TEST_PASSWORD }),
        );
        await timed(() => visitor.get('/api/settings').expect(200));
        await timed(() => browser.get('/tasks').set('Accept', 'text/html').expect(200));
        await timed(() => api(server).get('/main.js').expect(200));
        const health = await timed(() => api(server).get('/api/health').expect(503));
        expect(health.body).toEqual({
          status: 'error',
          database: 'up',
          redis: 'down',
          node: process.version,
          registry: expect.objectContaining({ problem: null }) as unknown,
        });
        // the dispatch queue gives up after its own 2 s (the job row stays for the sweep)
        const enqueueing = Date.now();
        await expect(server.get(DispatchQueue).enqueue({ id: 1, attempts: 99 })).rejects.toThrow();
        expect(Date.now() - enqueueing).toBeLessThan(2500);

        proxy?.setMode('forward');
        await waitUntil(
          'recovery of the signed-in session',
          async () => (await browser.get('/api/user')).status,
          (status) => status === 200,
        );
        await api(server).get('/api/health').expect(200);
      },
    );
  });
});
