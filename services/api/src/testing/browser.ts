import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { ROLE_STUDENT } from '@tutor/contracts';
import request from 'supertest';
import { Clock } from '../common/clock/clock.service';
import { PasswordHasher } from '../users/password-hasher.service';
import type { User } from '../users/user.entity';
import { UsersService, type NewUser } from '../users/users.service';

const XSRF_COOKIE = 'XSRF-TOKEN';
const SESSION_COOKIE = 'tutor_session';

type TestAgent = ReturnType<typeof request.agent>;
type Test = ReturnType<TestAgent['post']>;

/** The value an answer's Set-Cookie gives cookie `name`, undefined when it sets none. */
function cookieSet(setCookie: string | string[] | undefined, name: string): string | undefined {
  const cookies = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
  const cookie = cookies.find((c) => c.startsWith(`${name}=`));
  if (cookie === undefined) return undefined;
  return decodeURIComponent(cookie.slice(name.length + 1).split(';')[0] ?? '');
}

/**
 * A browser for tests: keeps its cookies (session, XSRF-TOKEN) and, like axios, sends
 * the XSRF token in X-XSRF-TOKEN on every POST, PUT, PATCH and DELETE.
 *
 *   const browser = await openBrowser(app);
 *   await browser.post('/login').send({ email, password }).expect(200);
 */
export class TestBrowser {
  private token = '';
  private session = '';

  constructor(private readonly agent: TestAgent) {}

  /** The XSRF token the browser holds (from the last XSRF-TOKEN cookie it got). */
  get xsrfToken(): string {
    return this.token;
  }

  /** The session cookie's value the browser holds ('' for none). */
  get sessionCookie(): string {
    return this.session;
  }

  get(url: string): Test {
    return this.track(this.agent.get(url));
  }

  post(url: string): Test {
    return this.withToken(this.agent.post(url));
  }

  put(url: string): Test {
    return this.withToken(this.agent.put(url));
  }

  patch(url: string): Test {
    return this.withToken(this.agent.patch(url));
  }

  delete(url: string): Test {
    return this.withToken(this.agent.delete(url));
  }

  /** Signs in through POST /login. */
  async signIn(email: string, password: string): Promise<void> {
    await this.post('/login').send({ stage: 1, email, password }).expect(200);
  }

  private withToken(test: Test): Test {
    return this.track(test.set('X-XSRF-TOKEN', this.token));
  }

  private track(test: Test): Test {
    test.on('response', (res: { headers: Record<string, string | string[] | undefined> }) => {
      this.token = cookieSet(res.headers['set-cookie'], XSRF_COOKIE) ?? this.token;
      this.session = cookieSet(res.headers['set-cookie'], SESSION_COOKIE) ?? this.session;
    });
    return test;
  }
}

/** A new browser that has loaded a page, so it holds a session and its XSRF token. */
export async function openBrowser(app: INestApplication): Promise<TestBrowser> {
  const browser = new TestBrowser(request.agent(app.getHttpServer() as Server));
  await browser.get('/api/settings').expect(200);
  return browser;
}

/** An address no other test (or test file, on a shared database) uses. */
export function uniqueEmail(name = 'user'): string {
  return `${name}-${randomUUID().slice(0, 8)}@example.com`;
}

export const TEST_PASSWORD = 'Tr1cky-Pineapple';

/**
 * A user in the database with TEST_PASSWORD (or `password`), whose address counts as
 * verified (as after opening the mailed link) unless `emailVerifiedAt: null` says otherwise:
 * operators and payout authors need it, and most specs are not about it.
 */
export async function createUser(
  app: INestApplication,
  fields: Partial<NewUser> & { password?: string } = {},
): Promise<User> {
  const { password = TEST_PASSWORD, ...rest } = fields;
  const passwordHash = await app.get(PasswordHasher).hash(password);
  return app.get(UsersService).create({
    email: uniqueEmail(),
    firstName: 'Test',
    role: ROLE_STUDENT,
    phone: null,
    passwordHash,
    emailVerifiedAt: app.get(Clock).now(),
    ...rest,
  });
}

/** A new user, signed in in a new browser. */
export async function signedInBrowser(
  app: INestApplication,
  fields: Partial<NewUser> = {},
): Promise<{ browser: TestBrowser; user: User }> {
  const user = await createUser(app, fields);
  const browser = await openBrowser(app);
  await browser.signIn(user.email, TEST_PASSWORD);
  return { browser, user };
}

/**
 * Moves the app's clock forward by `ms` (cumulative); the rest of the test sees the new
 * time. Restored by jest.restoreAllMocks().
 */
export function advanceClock(app: INestApplication, ms: number): void {
  const clock = app.get(Clock);
  const offset = clock.now() - Date.now() + ms;
  jest.spyOn(clock, 'now').mockImplementation(() => Date.now() + offset);
}

/** The app's clock, stopped: it reads `now()` and moves only by `advance(ms)`. */
export interface StoppedClock {
  now(): number;
  advance(ms: number): void;
}

/**
 * Stops the app's clock where it stands: from now on it moves only by the test's steps, so
 * a test's timing does not depend on how loaded the machine is. Restored by
 * jest.restoreAllMocks().
 */
export function stopClock(app: INestApplication): StoppedClock {
  const clock = app.get(Clock);
  let now = clock.now();
  jest.spyOn(clock, 'now').mockImplementation(() => now);
  return {
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
  };
}
