import type { INestApplication } from '@nestjs/common';
import type { ValidationErrorBody } from '@tutor/contracts';
import { SessionStore } from '../sessions/session-store';
import {
  TEST_PASSWORD,
  createUser,
  openBrowser,
  signedInBrowser,
  type TestBrowser,
} from '../testing/browser';
import { createTestApp } from '../testing/test-app';
import { DataSource } from 'typeorm';
import { User } from '../users/user.entity';
import type { AccountSession } from './account-sessions.service';

const NEW_PASSWORD = 'Velvet-Harbour-77';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** The address a sign-in comes from, through the proxy. */
const VISITOR_IP = '203.0.113.77';

const redisUrl = process.env.REDIS_URL;
const stores: [string, string | undefined][] = [['database', undefined]];
if (redisUrl !== undefined && redisUrl !== '') stores.push(['redis', redisUrl]);

describe.each(stores)('account sessions on the %s store', (_store, redis) => {
  let app: INestApplication;

  beforeAll(async () => {
    // one proxy in front, as in production: the session keeps the visitor's address
    app = await createTestApp({ REDIS_URL: redis, TRUST_PROXY: '1' });
  });

  afterAll(async () => {
    await app.close();
  });

  /** The same user signed in in a new browser with `userAgent`. */
  async function anotherBrowser(user: User, userAgent = FIREFOX_LINUX): Promise<TestBrowser> {
    const browser = await openBrowser(app);
    await browser
      .post('/login')
      .set('User-Agent', userAgent)
      .set('X-Forwarded-For', VISITOR_IP)
      .send({ stage: 1, email: user.email, password: TEST_PASSWORD })
      .expect(200);
    return browser;
  }

  const list = async (browser: TestBrowser): Promise<AccountSession[]> =>
    (
      (await browser.get('/api/account/sessions').expect(200)).body as {
        sessions: AccountSession[];
      }
    ).sessions;

  const changePassword = (browser: TestBrowser, body: object, language = 'en') =>
    browser.put('/api/account/password').set('Accept-Language', language).send(body);

  const storedIds = async (user: User): Promise<string[]> =>
    (await app.get(SessionStore).listUserSessions(user.id)).map((s) => s.sid).sort();

  it('lists each session of the user: this one first, device, rough address, times', async () => {
    const user = await createUser(app);
    const phone = await anotherBrowser(user, SAFARI_IPHONE);
    const desktop = await anotherBrowser(user, FIREFOX_LINUX);
    const other = await signedInBrowser(app);
    const sessions = await list(desktop);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ current: true, browser: 'Firefox', os: 'Linux' });
    expect(sessions[1]).toMatchObject({ current: false, browser: 'Safari', os: 'iPhone' });
    for (const session of sessions) {
      expect(session.id).toMatch(/^[0-9a-f]{32}$/);
      expect(session.ip).toBe('203.0.113.x');
      expect(session.created_at).toBeLessThanOrEqual(Date.now());
      expect(session.last_active_at).toBeGreaterThanOrEqual(session.created_at ?? 0);
    }
    expect((await list(phone))[0]).toMatchObject({ current: true, browser: 'Safari' });
    expect(await list(other.browser)).toHaveLength(1);
    // the public id is not the session id
    expect(await storedIds(user)).not.toContain(sessions[0]?.id);
  });

  it('neither lists nor lets in a session of an earlier user that had the same id', async () => {
    const user = await createUser(app);
    const earlier = await anotherBrowser(user);
    const current = await anotherBrowser(user, SAFARI_IPHONE);
    // the database was reset or restored while the store kept its sessions: a newer user
    // holds the id; here the one row is made newer, and only `current` signs in again
    const later = new Date(user.createdAt.getTime() + 60_000);
    await app.get(DataSource).getRepository(User).update({ id: user.id }, { createdAt: later });
    await earlier.get('/api/user').expect(401, { message: 'Unauthenticated.' });
    await current.get('/api/user').expect(401);
    const again = await anotherBrowser(user);
    expect(await list(again)).toEqual([expect.objectContaining({ current: true })]);
  });

  it('signs one other session out, and only the own user’s', async () => {
    const user = await createUser(app);
    const first = await anotherBrowser(user);
    const second = await anotherBrowser(user);
    const stranger = await signedInBrowser(app);
    const target = (await list(first)).find((s) => !s.current);
    expect(target).toBeDefined();
    await stranger.browser.delete(`/api/account/sessions/${target?.id ?? ''}`).expect(404);
    await second.get('/api/user').expect(200);
    await first.delete(`/api/account/sessions/${target?.id ?? ''}`).expect(204);
    await second.get('/api/user').expect(401);
    await first.get('/api/user').expect(200);
    await first.delete(`/api/account/sessions/${target?.id ?? ''}`).expect(404);
    const current = (await list(first))[0];
    const res = await first
      .delete(`/api/account/sessions/${current?.id ?? ''}`)
      .set('Accept-Language', 'en')
      .expect(404);
    expect(res.body).toEqual({
      message: 'This session has already ended.',
      code: 'session_not_found',
    });
  });

  it('signs out everywhere else, keeping this session', async () => {
    const user = await createUser(app);
    const here = await anotherBrowser(user);
    const there = await anotherBrowser(user);
    const third = await anotherBrowser(user);
    const res = await here.delete('/api/account/sessions').set('Accept-Language', 'en').expect(200);
    expect(res.body).toEqual({ ended: 2, message: 'Signed out everywhere else.' });
    await there.get('/api/user').expect(401);
    await third.get('/api/user').expect(401);
    await here.get('/api/user').expect(200);
    expect(await list(here)).toHaveLength(1);
  });

  it('changes the password, ends every other session and renews this one', async () => {
    const user = await createUser(app);
    const here = await anotherBrowser(user);
    const there = await anotherBrowser(user);
    const before = await storedIds(user);
    expect(before).toHaveLength(2);
    const res = await changePassword(here, {
      current_password: TEST_PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    }).expect(200);
    expect(res.body).toEqual({
      message: 'Your password has been changed. Other sessions were signed out.',
    });
    await there.get('/api/user').expect(401);
    await here.get('/api/user').expect(200);
    const after = await storedIds(user);
    expect(after).toHaveLength(1);
    expect(before).not.toContain(after[0]);
    const fresh = await openBrowser(app);
    await fresh
      .post('/login')
      .send({ stage: 1, email: user.email, password: TEST_PASSWORD })
      .expect(422);
    await fresh.signIn(user.email, NEW_PASSWORD);
  });

  it('refuses a wrong current password on current_password, changing nothing', async () => {
    const user = await createUser(app);
    const here = await anotherBrowser(user);
    const there = await anotherBrowser(user);
    const res = await changePassword(here, {
      current_password: 'not-my-password',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    }).expect(422);
    expect((res.body as ValidationErrorBody).errors).toEqual({
      current_password: ['The current password is incorrect.'],
    });
    await there.get('/api/user').expect(200);
    const ru = await changePassword(here, { password: 'short' }, 'ru').expect(422);
    expect((ru.body as ValidationErrorBody).errors).toEqual({
      current_password: ['Поле текущий пароль обязательно для заполнения.'],
      password: [
        'Значение поля пароль не совпадает с подтверждаемым.',
        'Количество символов в поле пароль должно быть не меньше 8.',
      ],
    });
  });

  it('refuses a new password that is not confirmed', async () => {
    const { browser } = await signedInBrowser(app);
    const res = await changePassword(browser, {
      current_password: TEST_PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: 'something-else',
    }).expect(422);
    expect((res.body as ValidationErrorBody).errors).toEqual({
      password: ['Password and its confirmation do not match.'],
    });
  });

  it('answers 401 to a visitor on every sessions route', async () => {
    const visitor = await openBrowser(app);
    await visitor.get('/api/account/sessions').expect(401);
    await visitor.delete('/api/account/sessions').expect(401);
    await visitor.delete('/api/account/sessions/abc').expect(401);
    await changePassword(visitor, {}).expect(401);
  });
});
