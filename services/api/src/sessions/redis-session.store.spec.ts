import type { INestApplication } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config';
import { RedisService } from '../redis/redis.service';
import { openBrowser, signedInBrowser, createUser, TEST_PASSWORD } from '../testing/browser';
import { createTestApp } from '../testing/test-app';
import {
  REDIS_SESSION_PREFIX,
  REDIS_USER_SESSIONS_PREFIX,
  RedisSessionStore,
} from './redis-session.store';
import { SessionStore } from './session-store';

const redisUrl = process.env.REDIS_URL;

(redisUrl === undefined ? describe.skip : describe)('sessions in Redis (REDIS_URL)', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await createTestApp({ REDIS_URL: redisUrl });
  });

  afterAll(async () => {
    await app.close();
  });

  async function sessionIds(userId: number): Promise<string[]> {
    const client = await app.get(RedisService).connection();
    return client.smembers(REDIS_USER_SESSIONS_PREFIX + String(userId));
  }

  async function stored(sid: string): Promise<unknown> {
    const client = await app.get(RedisService).connection();
    const raw = await client.get(REDIS_SESSION_PREFIX + sid);
    return raw === null ? null : JSON.parse(raw);
  }

  it('is the app store with REDIS_URL', () => {
    expect(app.get(SessionStore)).toBeInstanceOf(RedisSessionStore);
  });

  it('keeps a signed-in session in Redis, with an expiry, indexed by its user', async () => {
    const { user } = await signedInBrowser(app);
    const [sid] = await sessionIds(user.id);
    expect(sid).toEqual(expect.any(String));
    const session = (await stored(sid ?? '')) as { userId?: number };
    expect(session.userId).toBe(user.id);
    const client = await app.get(RedisService).connection();
    const ttl = await client.ttl(REDIS_SESSION_PREFIX + (sid ?? ''));
    expect(ttl).toBeGreaterThan(0);
  });

  it('puts REDIS_PREFIX before its keys', async () => {
    const { user } = await signedInBrowser(app);
    const [sid] = await sessionIds(user.id);
    const raw = new Redis(redisUrl ?? '');
    try {
      const prefix = app.get(AppConfig).redisPrefix;
      expect(prefix).not.toBe('');
      expect(await raw.exists(`${prefix}${REDIS_SESSION_PREFIX}${sid ?? ''}`)).toBe(1);
      expect(await raw.exists(`${REDIS_SESSION_PREFIX}${sid ?? ''}`)).toBe(0);
    } finally {
      raw.disconnect();
    }
  });

  it('removes the session from Redis at logout', async () => {
    const { browser, user } = await signedInBrowser(app);
    const [sid] = await sessionIds(user.id);
    await browser.post('/logout').expect(200);
    expect(await stored(sid ?? '')).toBeNull();
  });

  it('ends every session of a user', async () => {
    const user = await createUser(app);
    const first = await openBrowser(app);
    const second = await openBrowser(app);
    await first.signIn(user.email, TEST_PASSWORD);
    await second.signIn(user.email, TEST_PASSWORD);
    expect(await sessionIds(user.id)).toHaveLength(2);
    await app.get(SessionStore).destroyUserSessions(user.id);
    await first.get('/api/user').expect(401);
    await second.get('/api/user').expect(401);
    expect(await sessionIds(user.id)).toEqual([]);
  });
});
