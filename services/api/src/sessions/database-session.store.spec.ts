import type { INestApplication } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { SessionData } from 'express-session';
import { Like, type Repository } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { signedInBrowser } from '../testing/browser';
import { createTestApp } from '../testing/test-app';
import { DatabaseSessionStore } from './database-session.store';
import { SessionStore } from './session-store';
import { StoredSession } from './stored-session.entity';

const HOUR = 3_600_000;

function session(fields: Partial<SessionData>, expires: Date): SessionData {
  return { cookie: { originalMaxAge: HOUR, expires }, ...fields };
}

function call<T>(run: (done: (err?: unknown, value?: T) => void) => void): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    run((err, value) =>
      err === undefined || err === null
        ? resolve(value)
        : reject(new Error('failed', { cause: err })),
    );
  });
}

describe('DatabaseSessionStore', () => {
  let app: INestApplication;
  let rows: Repository<StoredSession>;
  let now: number;
  let store: DatabaseSessionStore;

  beforeAll(async () => {
    app = await createTestApp({ REDIS_URL: undefined });
    rows = app.get(getRepositoryToken(StoredSession));
  });

  beforeEach(() => {
    now = Date.now();
    const clock: Clock = { now: () => now };
    store = new DatabaseSessionStore(rows, clock, HOUR, () => 0.5);
  });

  // the made-up user ids (7, 41, 42) may be real users of a later spec in this database
  afterEach(async () => {
    await rows.delete({ id: Like('sid-%') });
  });

  afterAll(async () => {
    await app.close();
  });

  const get = (sid: string): Promise<SessionData | null | undefined> =>
    call<SessionData | null>((done) => store.get(sid, done));

  it('is the app store without REDIS_URL', () => {
    expect(app.get(SessionStore)).toBeInstanceOf(DatabaseSessionStore);
  });

  it('saves, reads and destroys a session, with its user and expiry', async () => {
    const expires = new Date(now + HOUR);
    await call((done) => store.set('sid-a', session({ userId: 7 }, expires), done));
    expect(await get('sid-a')).toMatchObject({ userId: 7 });
    expect(await rows.findOneBy({ id: 'sid-a' })).toMatchObject({
      userId: 7,
      expiresAt: expires.getTime(),
    });
    await call((done) => store.destroy('sid-a', done));
    expect(await get('sid-a')).toBeNull();
  });

  it('forgets a session once it expired', async () => {
    await call((done) => store.set('sid-b', session({}, new Date(now + 1000)), done));
    now += 1000;
    expect(await get('sid-b')).toBeNull();
    expect(await rows.findOneBy({ id: 'sid-b' })).toBeNull();
  });

  it('pushes the expiry forward on touch', async () => {
    await call((done) => store.set('sid-c', session({}, new Date(now + 1000)), done));
    await call((done) => store.touch('sid-c', session({}, new Date(now + 5000)), done));
    now += 2000;
    expect(await get('sid-c')).not.toBeNull();
  });

  it("writes an unchanged session's later expiry at most once a minute", async () => {
    const stored = async () => (await rows.findOneByOrFail({ id: 'sid-f' })).expiresAt;
    await call((done) => store.set('sid-f', session({}, new Date(now + HOUR)), done));
    const touch = () =>
      call((done) => store.touch('sid-f', session({}, new Date(now + HOUR)), done));
    now += 59_000;
    await touch();
    expect(await stored()).toBe(now - 59_000 + HOUR);
    now += 1_000;
    await touch();
    expect(await stored()).toBe(now + HOUR);
  });

  it('ends every session of one user only', async () => {
    const expires = new Date(now + HOUR);
    await call((done) => store.set('sid-d1', session({ userId: 41 }, expires), done));
    await call((done) => store.set('sid-d2', session({ userId: 41 }, expires), done));
    await call((done) => store.set('sid-d3', session({ userId: 42 }, expires), done));
    await store.destroyUserSessions(41);
    expect(await get('sid-d1')).toBeNull();
    expect(await get('sid-d2')).toBeNull();
    expect(await get('sid-d3')).not.toBeNull();
  });

  it('prunes expired sessions', async () => {
    await call((done) => store.set('sid-e', session({}, new Date(now + 10)), done));
    now += 10;
    await store.pruneExpired();
    expect(await rows.findOneBy({ id: 'sid-e' })).toBeNull();
  });

  it('keeps the signed-in user of the app session in the table', async () => {
    const { user } = await signedInBrowser(app);
    const stored = await rows.findBy({ userId: user.id });
    expect(stored).toHaveLength(1);
    expect(stored[0]?.expiresAt).toBeGreaterThan(app.get(Clock).now());
  });
});
