import { createServer } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { api, createTestApp } from '../testing/test-app';

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** The registry part (its versions depend on what ran before on a shared database). */
const registry: unknown = expect.objectContaining({
  version: expect.any(Number) as unknown,
  problem: null,
});

describe('GET /api/health', () => {
  let app: INestApplication | undefined;

  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('is ok with the database up and no Redis configured', async () => {
    app = await createTestApp({ REDIS_URL: undefined });
    const res = await api(app).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', node: process.version, registry });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 quickly when Redis is down', async () => {
    app = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
    const started = Date.now();
    const res = await api(app).get('/api/health').expect(503);
    expect(res.body).toEqual({
      status: 'error',
      database: 'up',
      redis: 'down',
      node: process.version,
      registry,
    });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  const redisUrl = process.env.REDIS_URL;
  (redisUrl === undefined ? it.skip : it)(
    'reports Redis up when REDIS_URL points at a server',
    async () => {
      app = await createTestApp({ REDIS_URL: redisUrl });
      const res = await api(app).get('/api/health').expect(200);
      expect(res.body).toEqual({
        status: 'ok',
        database: 'up',
        redis: 'up',
        node: process.version,
        registry,
      });
    },
  );

  it('reports the Node.js the API runs on, the pinned Node 24', async () => {
    app = await createTestApp({ REDIS_URL: undefined });
    const res = await api(app).get('/api/health').expect(200);
    const { node } = res.body as { node: string };
    expect(node).toMatch(/^v24\./);
  });
});
