import { createHash } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { ValidationErrorBody } from '@tutor/contracts';
import type { Repository } from 'typeorm';
import { badFieldCases } from '../testing/bad-input';
import {
  TEST_PASSWORD,
  advanceClock,
  createUser,
  openBrowser,
  uniqueEmail,
  type TestBrowser,
} from '../testing/browser';
import { lastResetToken, readMailDir } from '../testing/mail-reader';
import { useAppAndBrowser } from '../testing/app-and-browser';
import { testMailDir } from '../testing/test-app';
import type { User } from '../users/user.entity';
import { PasswordReset } from './password-reset.entity';

const NEW_PASSWORD = 'Velvet-Harbour-77';

describe('password reset', () => {
  let app: INestApplication;
  let browser: TestBrowser;
  useAppAndBrowser({}, { app: (a) => (app = a), browser: (b) => (browser = b) });

  const requestLink = (body: unknown, language = 'en'): ReturnType<TestBrowser['post']> =>
    browser
      .post('/password/email')
      .set('Accept-Language', language)
      .send(body as object);

  const reset = (
    body: unknown,
    language = 'en',
    client = browser,
  ): ReturnType<TestBrowser['post']> =>
    client
      .post('/password/reset')
      .set('Accept-Language', language)
      .send(body as object);

  /** A user with a reset link mailed; answers the token of the link. */
  async function mailedToken(user: User): Promise<string> {
    await requestLink({ email: user.email }).expect(200, { message: 'passwords.sent' });
    return lastResetToken(readMailDir(testMailDir()), user.email);
  }

  const resetBody = (user: User, token: string, overrides: object = {}): object => ({
    token,
    email: user.email,
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
    ...overrides,
  });

  describe('POST /password/email', () => {
    it('mails a link and answers passwords.sent', async () => {
      const user = await createUser(app);
      const res = await requestLink({ email: user.email.toUpperCase() }).expect(200);
      expect(res.body).toEqual({ message: 'passwords.sent' });
      const mail = readMailDir(testMailDir()).find((m) => m.to.includes(user.email));
      expect(mail?.subject).toBe('Reset Password Notification');
      expect(mail?.text).toMatch(
        new RegExp(
          `http://localhost:3000/password/reset/[0-9a-f]{64}\\?email=${encodeURIComponent(user.email)}`,
        ),
      );
    });

    it('stores only a SHA-256 of the token, one row per address', async () => {
      const user = await createUser(app);
      const token = await mailedToken(user);
      const rows: Repository<PasswordReset> = app.get(getRepositoryToken(PasswordReset));
      const stored = await rows.findBy({ email: user.email });
      expect(stored).toHaveLength(1);
      expect(stored[0]?.token).toBe(createHash('sha256').update(token).digest('hex'));
    });

    it('answers passwords.user for an unknown address, with the text on email', async () => {
      const res = await requestLink({ email: uniqueEmail() }).expect(422);
      expect(res.body).toEqual({
        message: 'passwords.user',
        errors: { email: ["We can't find a user with that email address."] },
      });
      const ru = await requestLink({ email: uniqueEmail() }, 'ru').expect(422);
      expect((ru.body as ValidationErrorBody).errors.email).toEqual([
        'Не удалось найти пользователя с указанным электронным адресом.',
      ]);
    });

    it('answers passwords.throttled to a second request within 60 s, saying how long', async () => {
      const user = await createUser(app);
      await mailedToken(user);
      advanceClock(app, 59_000);
      const res = await requestLink({ email: user.email }).expect(422);
      expect(res.body).toEqual({
        message: 'passwords.throttled',
        errors: { email: ['Please wait 1 second before asking for another link.'] },
      });
      expect(res.headers['retry-after']).toBe('1');
    });

    it('says the seconds left in Russian with the right plural form', async () => {
      const user = await createUser(app);
      await mailedToken(user);
      advanceClock(app, 38_000);
      const res = await requestLink({ email: user.email }, 'ru').expect(422);
      expect((res.body as ValidationErrorBody).errors.email).toEqual([
        'Пожалуйста, подождите 22 секунды перед повторной попыткой.',
      ]);
    });

    it('sends a new link after 60 s, which replaces the old one', async () => {
      const user = await createUser(app);
      const first = await mailedToken(user);
      advanceClock(app, 60_000);
      const second = await mailedToken(user);
      expect(second).not.toBe(first);
      await reset(resetBody(user, first)).expect(422);
      await reset(resetBody(user, second)).expect(200);
    });

    it.each([
      [{}, 'Email address is required.'],
      [{ email: 'nope' }, 'Please enter a valid email address.'],
    ])('validates %j', async (body, text) => {
      const res = await requestLink(body).expect(422);
      expect((res.body as ValidationErrorBody).errors).toEqual({ email: [text] });
    });

    it.each(badFieldCases(['email']))(
      'answers %s = %s without a server error',
      async (_f, _l, email) => {
        const res = await requestLink({ email });
        // 413: the account forms' small body limit
        expect([413, 422]).toContain(res.status);
      },
    );
  });

  describe('POST /password/reset', () => {
    it('sets the new password, signs this browser in and answers passwords.reset', async () => {
      const user = await createUser(app);
      const token = await mailedToken(user);
      const res = await reset(resetBody(user, token)).expect(200);
      expect(res.body).toEqual({ message: 'passwords.reset' });
      await browser.get('/api/user').expect(200);
      const other = await openBrowser(app);
      await other.post('/login').send({ email: user.email, password: TEST_PASSWORD }).expect(422);
      await other.post('/login').send({ email: user.email, password: NEW_PASSWORD }).expect(200);
    });

    it('ends every other session of the user', async () => {
      const user = await createUser(app);
      const elsewhere = await openBrowser(app);
      await elsewhere.signIn(user.email, TEST_PASSWORD);
      await elsewhere.get('/api/user').expect(200);
      const token = await mailedToken(user);
      await reset(resetBody(user, token)).expect(200);
      await elsewhere.get('/api/user').expect(401);
      await browser.get('/api/user').expect(200);
    });

    it('lets a token be used once', async () => {
      const user = await createUser(app);
      const token = await mailedToken(user);
      await reset(resetBody(user, token)).expect(200);
      const again = await reset(
        resetBody(user, token, {
          password: 'Another-Pass-99',
          password_confirmation: 'Another-Pass-99',
        }),
      ).expect(422);
      expect(again.body).toEqual({
        message: 'passwords.token',
        errors: { email: ['This password reset token is invalid.'] },
      });
    });

    it('refuses a token after 60 minutes', async () => {
      const user = await createUser(app);
      const token = await mailedToken(user);
      advanceClock(app, 60 * 60_000);
      const res = await reset(resetBody(user, token), 'ru').expect(422);
      expect(res.body).toEqual({
        message: 'passwords.token',
        errors: { email: ['Неверный код сброса пароля.'] },
      });
    });

    it('accepts a token just before it expires', async () => {
      const user = await createUser(app);
      const token = await mailedToken(user);
      advanceClock(app, 59 * 60_000);
      await reset(resetBody(user, token)).expect(200);
    });

    it('refuses a wrong token, or the token of another address', async () => {
      const user = await createUser(app);
      const other = await createUser(app);
      const token = await mailedToken(user);
      await reset(resetBody(user, 'f'.repeat(64))).expect(422, {
        message: 'passwords.token',
        errors: { email: ['This password reset token is invalid.'] },
      });
      await reset(resetBody(other, token)).expect(422);
      await reset(resetBody(user, token)).expect(200);
    });

    it('answers passwords.user for an unknown address', async () => {
      const res = await reset({
        token: 'a'.repeat(64),
        email: uniqueEmail(),
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      }).expect(422);
      expect(res.body).toEqual({
        message: 'passwords.user',
        errors: { email: ["We can't find a user with that email address."] },
      });
    });

    it.each([
      [
        { password: 'short', password_confirmation: 'short' },
        'Password must be at least 8 characters long.',
      ],
      [
        { password: 'password1', password_confirmation: 'password1' },
        'This password is too common. Please choose a different one.',
      ],
      [
        { password_confirmation: 'Something-Else-1' },
        'Password and its confirmation do not match.',
      ],
      [{ password_confirmation: undefined }, 'Password and its confirmation do not match.'],
      [{ password: undefined }, 'Password is required.'],
    ])('refuses %j on password', async (overrides, text) => {
      const user = await createUser(app);
      const res = await reset(resetBody(user, 'a'.repeat(64), overrides)).expect(422);
      expect((res.body as ValidationErrorBody).errors).toEqual({ password: [text] });
    });

    it('says the confirmation does not match in Russian', async () => {
      const user = await createUser(app);
      const res = await reset(
        resetBody(user, 'a'.repeat(64), { password_confirmation: 'x' }),
        'ru',
      ).expect(422);
      expect((res.body as ValidationErrorBody).errors).toEqual({
        password: ['Значение поля пароль не совпадает с подтверждаемым.'],
      });
    });

    it('requires the token and the email', async () => {
      const res = await reset({
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      }).expect(422);
      expect((res.body as ValidationErrorBody).errors).toEqual({
        token: ['Code is required.'],
        email: ['Email address is required.'],
      });
    });

    it('changes nothing when validation fails', async () => {
      const user = await createUser(app);
      const token = await mailedToken(user);
      await reset(resetBody(user, token, { password_confirmation: 'nope' })).expect(422);
      await reset(resetBody(user, token)).expect(200);
    });

    describe('with hostile input', () => {
      let user: User;

      beforeAll(async () => {
        user = await createUser(app);
      });

      it.each(badFieldCases(['token', 'email', 'password', 'password_confirmation']))(
        'answers %s = %s without a server error',
        async (field, _label, value) => {
          const res = await reset(resetBody(user, 'a'.repeat(64), { [field]: value }));
          // 413: the account forms' small body limit
          expect([413, 422]).toContain(res.status);
        },
      );
    });

    it('needs the XSRF token', async () => {
      const user = await createUser(app);
      await reset(resetBody(user, 'a'.repeat(64)))
        .unset('X-XSRF-TOKEN')
        .expect(419);
    });
  });
});
