import type { INestApplication } from '@nestjs/common';
import { ROLE_STUDENT, ROLE_TEACHER, type ValidationErrorBody } from '@tutor/contracts';
import { badFieldCases } from '../testing/bad-input';
import {
  TEST_PASSWORD,
  advanceClock,
  createUser,
  uniqueEmail,
  type TestBrowser,
} from '../testing/browser';
import { useAppAndBrowser } from '../testing/app-and-browser';
import type { AppConfig } from '../config/app-config';
import { PasswordHasher } from '../users/password-hasher.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';

describe('POST /login', () => {
  let app: INestApplication;
  let browser: TestBrowser;
  useAppAndBrowser(
    { TRUST_PROXY: 'loopback', LOGIN_ACCOUNT_MAX_ATTEMPTS: '12' },
    { app: (a) => (app = a), browser: (b) => (browser = b) },
  );

  const login = (body: unknown, language = 'en'): ReturnType<TestBrowser['post']> =>
    browser
      .post('/login')
      .set('Accept-Language', language)
      .send(body as object);

  describe('without a password (stage 0)', () => {
    it('answers user_not_found for an unknown email', async () => {
      const res = await login({ stage: 0, email: uniqueEmail() }).expect(200);
      expect(res.body).toEqual({ message: 'user_not_found' });
    });

    it('answers request_password for a known email, whatever its case', async () => {
      const user = await createUser(app);
      const res = await login({ stage: 0, email: `  ${user.email.toUpperCase()} ` }).expect(200);
      expect(res.body).toEqual({ message: 'request_password' });
      await login({ stage: 0, email: user.email, password: '' }).expect(200, {
        message: 'request_password',
      });
    });

    it('ignores the registration fields and unknown ones', async () => {
      const res = await login({
        stage: '0',
        email: uniqueEmail(),
        first_name: ['x'],
        phone: {},
        role: 'teacher',
        agree: 'maybe',
        is_admin: true,
      }).expect(200);
      expect(res.body).toEqual({ message: 'user_not_found' });
    });
  });

  describe('with a password', () => {
    it.each([
      [ROLE_TEACHER, '/tasks'],
      [ROLE_STUDENT, '/works'],
    ])('signs a user of role %i in and sends them to %s', async (role, home) => {
      const user = await createUser(app, { role });
      const res = await login({ stage: 1, email: user.email, password: TEST_PASSWORD }).expect(200);
      expect(res.body).toEqual({ redirect: home });
      const me = await browser.get('/api/user').expect(200);
      expect(me.body).toMatchObject({ id: user.id, email: user.email, role });
    });

    it('refuses a wrong password on the password field, in English', async () => {
      const user = await createUser(app);
      const res = await login({ stage: 1, email: user.email, password: 'wrong-password' }).expect(
        422,
      );
      expect(res.body).toEqual({
        message: 'These credentials do not match our records.',
        errors: { password: ['These credentials do not match our records.'] },
      });
      await browser.get('/api/user').expect(401);
    });

    it('says it in Russian by default', async () => {
      const user = await createUser(app);
      const res = await browser
        .post('/login')
        .send({ stage: 1, email: user.email, password: 'wrong-password' })
        .expect(422);
      expect((res.body as ValidationErrorBody).errors).toEqual({
        password: ['Неверный email или пароль.'],
      });
    });

    it.each([0, 1])(
      'answers user_not_found for an unknown email with a password at stage %i (spec §4)',
      async (stage) => {
        const email = uniqueEmail();
        await login({ stage, email, password: TEST_PASSWORD }).expect(200, {
          message: 'user_not_found',
        });
        await browser.get('/api/user').expect(401);
      },
    );

    it('rehashes a password stored at another cost at the configured one', async () => {
      const older = await new PasswordHasher({ passwordHash: { costLog2: 11 } } as AppConfig).hash(
        TEST_PASSWORD,
      );
      const user = await createUser(app);
      await app.get(UsersService).setPasswordHash(user.id, older);
      await login({ stage: 1, email: user.email, password: TEST_PASSWORD }).expect(200);
      const stored = await app.get(UsersService).findByEmail(user.email);
      expect(stored?.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$/);
      expect(
        await app.get(PasswordHasher).verify(TEST_PASSWORD, stored?.passwordHash ?? null),
      ).toBe(true);
    });

    it('refuses any password for a user who has none (a social account)', async () => {
      const user = await app.get(UsersService).create({
        email: uniqueEmail('social'),
        firstName: 'Social',
        role: ROLE_STUDENT,
        phone: null,
        passwordHash: null,
      });
      await login({ email: user.email }).expect(200, { message: 'request_password' });
      await login({ email: user.email, password: TEST_PASSWORD }).expect(422);
    });
  });

  describe('lock after failed passwords', () => {
    let user: User;
    let ip: string;

    beforeEach(async () => {
      user = await createUser(app);
      ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    });

    const attempt = (
      password: string,
      language = 'en',
      from = ip,
    ): ReturnType<TestBrowser['post']> =>
      browser
        .post('/login')
        .set('Accept-Language', language)
        .set('X-Forwarded-For', from)
        .send({ stage: 1, email: user.email, password });

    async function failFiveTimes(): Promise<void> {
      for (let i = 0; i < 5; i += 1) await attempt('wrong-password').expect(422);
    }

    it('locks the email and IP for 60 s after 5 failures, saying so on email', async () => {
      await failFiveTimes();
      const res = await attempt('wrong-password').expect(422);
      expect(res.body).toEqual({
        message: 'Too many login attempts. Please try again in 60 seconds.',
        errors: { email: ['Too many login attempts. Please try again in 60 seconds.'] },
      });
    });

    it('refuses even the right password while locked, with the seconds left, in Russian', async () => {
      await failFiveTimes();
      advanceClock(app, 18_500);
      const res = await attempt(TEST_PASSWORD, 'ru').expect(422);
      expect((res.body as ValidationErrorBody).errors).toEqual({
        email: ['Слишком много попыток входа. Пожалуйста, попробуйте ещё раз через 42 секунды.'],
      });
      await browser.get('/api/user').expect(401);
    });

    it('lets the pair in again once the lock has expired', async () => {
      await failFiveTimes();
      advanceClock(app, 59_000);
      await attempt(TEST_PASSWORD).expect(422);
      advanceClock(app, 1_000);
      await attempt(TEST_PASSWORD).expect(200);
    });

    it('locks only that email from that IP', async () => {
      await failFiveTimes();
      await attempt(TEST_PASSWORD, 'en', '10.250.0.1').expect(200);
      const other = await createUser(app);
      await browser
        .post('/login')
        .set('X-Forwarded-For', ip)
        .send({ stage: 1, email: other.email, password: TEST_PASSWORD })
        .expect(200);
    });

    it('clears the count at a successful sign-in', async () => {
      for (let i = 0; i < 4; i += 1) await attempt('wrong-password').expect(422);
      await attempt(TEST_PASSWORD).expect(200);
      for (let i = 0; i < 4; i += 1) await attempt('wrong-password').expect(422);
      await attempt(TEST_PASSWORD).expect(200);
    });

    it('keeps the lock of a known email and counts nothing for an unknown one', async () => {
      const email = uniqueEmail();
      for (let i = 0; i < 6; i += 1) {
        await browser
          .post('/login')
          .set('X-Forwarded-For', ip)
          .send({ email, password: 'x' })
          .expect(200, { message: 'user_not_found' });
      }
      await failFiveTimes();
      const res = await attempt(TEST_PASSWORD).expect(422);
      expect(Object.keys((res.body as ValidationErrorBody).errors)).toEqual(['email']);
    });
  });

  describe('lock of an account guessed at from many addresses', () => {
    /** LOGIN_ACCOUNT_MAX_ATTEMPTS as set above; LOGIN_ACCOUNT_LOCK_SECONDS by default (900). */
    const ACCOUNT_MAX = 12;
    /** A dozen password checks take a while on a busy machine. */
    const SLOW = 60_000;
    let user: User;
    let net: string;

    beforeEach(async () => {
      user = await createUser(app);
      net = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    }, SLOW);

    const attempt = (password: string, from: string, language = 'en') =>
      browser
        .post('/login')
        .set('Accept-Language', language)
        .set('X-Forwarded-For', from)
        .send({ stage: 1, email: user.email, password });

    /** Failures from `count` / 4 addresses, 4 each: no address reaches its own lock of 5. */
    async function failFromManyAddresses(count: number, firstHost = 1): Promise<void> {
      for (let i = 0; i < count; i += 1) {
        const host = firstHost + Math.floor(i / 4);
        await attempt('wrong-password', `${net}.${host}`).expect(422, {
          message: 'These credentials do not match our records.',
          errors: { password: ['These credentials do not match our records.'] },
        });
      }
    }

    it(
      'locks the account everywhere for 900 s after 12 failures, saying so on email',
      async () => {
        await failFromManyAddresses(ACCOUNT_MAX);
        const res = await attempt(TEST_PASSWORD, `${net}.200`).expect(422);
        expect(res.body).toEqual({
          message: 'Too many login attempts. Please try again in 15 minutes.',
          errors: { email: ['Too many login attempts. Please try again in 15 minutes.'] },
        });
        await browser.get('/api/user').expect(401);
      },
      SLOW,
    );

    it(
      'counts the seconds down in Russian plural forms and lets the owner in after',
      async () => {
        await failFromManyAddresses(ACCOUNT_MAX);
        const text = async (): Promise<string[] | undefined> => {
          const res = await attempt(TEST_PASSWORD, `${net}.201`, 'ru').expect(422);
          return (res.body as ValidationErrorBody).errors.email;
        };
        expect(await text()).toEqual([
          'Слишком много попыток входа. Пожалуйста, попробуйте ещё раз через 15 минут.',
        ]);
        advanceClock(app, 700_000);
        expect(await text()).toEqual([
          'Слишком много попыток входа. Пожалуйста, попробуйте ещё раз через 4 минуты.',
        ]);
        advanceClock(app, 198_000);
        expect(await text()).toEqual([
          'Слишком много попыток входа. Пожалуйста, попробуйте ещё раз через 2 секунды.',
        ]);
        advanceClock(app, 1_000);
        expect(await text()).toEqual([
          'Слишком много попыток входа. Пожалуйста, попробуйте ещё раз через 1 секунду.',
        ]);
        advanceClock(app, 1_000);
        await attempt(TEST_PASSWORD, `${net}.201`).expect(200);
      },
      SLOW,
    );

    it(
      'leaves the account open below 12 failures, and other accounts open',
      async () => {
        await failFromManyAddresses(ACCOUNT_MAX - 1);
        const other = await createUser(app);
        await browser
          .post('/login')
          .set('X-Forwarded-For', `${net}.202`)
          .send({ stage: 1, email: other.email, password: TEST_PASSWORD })
          .expect(200);
        await attempt(TEST_PASSWORD, `${net}.203`).expect(200);
      },
      SLOW,
    );

    it(
      'keeps letting the owner in where they signed in before, not elsewhere',
      async () => {
        await attempt(TEST_PASSWORD, `${net}.100`).expect(200);
        await failFromManyAddresses(ACCOUNT_MAX);
        await attempt(TEST_PASSWORD, `${net}.204`).expect(422);
        await attempt(TEST_PASSWORD, `${net}.100`).expect(200);
      },
      SLOW,
    );

    it(
      "does not clear the account's count at a successful sign-in",
      async () => {
        await failFromManyAddresses(ACCOUNT_MAX - 1);
        await attempt(TEST_PASSWORD, `${net}.100`).expect(200);
        await failFromManyAddresses(1, 50);
        const res = await attempt(TEST_PASSWORD, `${net}.205`).expect(422);
        expect(Object.keys((res.body as ValidationErrorBody).errors)).toEqual(['email']);
      },
      SLOW,
    );
  });

  describe('validation', () => {
    it.each([
      [{}, 'Email address is required.'],
      [{ email: '' }, 'Email address is required.'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
      [{ email: 'a@b' }, 'Please enter a valid email address.'],
    ])('refuses %j on email', async (body, text) => {
      const res = await login(body).expect(422);
      expect((res.body as ValidationErrorBody).errors.email).toEqual([text]);
    });

    it('translates the messages into Russian', async () => {
      const res = await login({ email: 'nope' }, 'ru').expect(422);
      expect((res.body as ValidationErrorBody).errors.email).toEqual([
        'Поле email должно быть действительным электронным адресом.',
      ]);
    });

    it('refuses a stage that is none of the page', async () => {
      const res = await login({ stage: 9, email: uniqueEmail() }).expect(422);
      expect(Object.keys((res.body as ValidationErrorBody).errors)).toEqual(['stage']);
    });

    it.each(badFieldCases(['email', 'password', 'stage']))(
      'answers %s = %s without a server error',
      async (field, _label, value) => {
        const res = await login({ stage: 1, email: uniqueEmail(), password: 'x', [field]: value });
        // 413: the account forms' small body limit
        expect([200, 413, 422]).toContain(res.status);
      },
    );

    it.each([
      ['a JSON array', '[{"email":"a@b.cd"}]', 'application/json', 422],
      ['a JSON string', '"a@b.cd"', 'application/json', 400],
      ['no body', '', 'application/json', 422],
      ['plain text', 'email=a@b.cd', 'text/plain', 422],
      ['broken JSON', '{"email":', 'application/json', 400],
    ])('answers %s without a server error', async (_name, body, type, status) => {
      await browser.post('/login').set('Content-Type', type).send(body).expect(status);
    });

    it('accepts a form-encoded body', async () => {
      await browser
        .post('/login')
        .type('form')
        .send({ stage: '0', email: uniqueEmail() })
        .expect(200, { message: 'user_not_found' });
    });
  });
});
