import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { createTestApp } from '../testing/test-app';
import { REDIS_SESSION_PREFIX, REDIS_USER_SESSIONS_PREFIX } from './redis-session.store';

const REQUESTS = 10_000;
const IN_FLIGHT = 16;
/** Of every this many requests, one is a refused sign-in (a password check is slow). */
const SIGN_IN_EVERY = 1000;

/** What a cookie-less visitor of the login page does, round robin. */
const READS = ['/api/settings', '/api/user', '/login', '/remotes.json'];

interface Visit {
  status: number;
}

async function visit(base: string, n: number): Promise<Visit> {
  if (n % SIGN_IN_EVERY === 0) {
    const page = await fetch(`${base}/api/settings`);
    const token = /XSRF-TOKEN=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1] ?? '';
    await page.arrayBuffer();
    const res = await fetch(`${base}/login`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: `XSRF-TOKEN=${token}`,
        'X-XSRF-TOKEN': decodeURIComponent(token),
      },
      body: JSON.stringify({ stage: 1, email: `nobody-${n}@example.com`, password: 'wrong-1234' }),
    });
    await res.arrayBuffer();
    return { status: res.status };
  }
  const res = await fetch(`${base}${READS[n % READS.length] ?? '/'}`, {
    headers: { Accept: 'text/html,application/json' },
  });
  await res.arrayBuffer();
  return { status: res.status };
}

/** Sends REQUESTS visits, IN_FLIGHT at a time; answers the count per status. */
async function visitMany(base: string): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let n = next++; n < REQUESTS; n = next++) {
      const { status } = await visit(base, n);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return statuses;
}

async function listening(app: NestExpressApplication): Promise<string> {
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

describe(`${REQUESTS} cookie-less requests`, () => {
  it('store no session in the database', async () => {
    const app = await createTestApp({ REDIS_URL: undefined });
    try {
      const base = await listening(app);
      const sessions = app.get(DataSource).getRepository('sessions');
      const before = await sessions.count();
      const statuses = await visitMany(base);
      expect(statuses[500]).toBeUndefined();
      expect(statuses[401]).toBeGreaterThan(0);
      expect(await sessions.count()).toBe(before);
    } finally {
      await app.close();
    }
  }, 120_000);

  const redisUrl = process.env.REDIS_URL;
  (redisUrl === undefined ? it.skip : it)(
    'store no session key in Redis, and only keys that expire',
    async () => {
      const app = await createTestApp({ REDIS_URL: redisUrl });
      const raw = new Redis(redisUrl ?? '');
      try {
        const base = await listening(app);
        const prefix = app.get(AppConfig).redisPrefix;
        const keys = (): Promise<string[]> => raw.keys(`${prefix}*`);
        const before = new Set(await keys());
        const statuses = await visitMany(base);
        expect(statuses[500]).toBeUndefined();
        const added = (await keys()).filter((key) => !before.has(key));
        const sessionKeys = added.filter((key) =>
          [REDIS_SESSION_PREFIX, REDIS_USER_SESSIONS_PREFIX].some((p) =>
            key.startsWith(prefix + p),
          ),
        );
        expect(sessionKeys).toEqual([]);
        // the dispatch queue's own keys (BullMQ writes its meta lazily) are fixed, not per visitor
        const perVisitor = added.filter((key) => !key.startsWith(`${prefix}bull:`));
        const lasting: string[] = [];
        for (const key of perVisitor) if ((await raw.pttl(key)) <= 0) lasting.push(key);
        expect(lasting).toEqual([]);
      } finally {
        raw.disconnect();
        await app.close();
      }
    },
    120_000,
  );
});
