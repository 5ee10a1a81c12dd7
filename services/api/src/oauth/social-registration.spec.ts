import type { INestApplication } from '@nestjs/common';
import {
  ROLE_STUDENT,
  ROLE_TEACHER,
  type SessionUser,
  type ValidationErrorBody,
} from '@tutor/contracts';
import { badFieldCases } from '../testing/bad-input';
import { createUser, openBrowser, uniqueEmail, type TestBrowser } from '../testing/browser';
import { FakeOAuthProvider, type FakeAccount } from '../testing/fake-oauth-provider';
import { lastResetToken, readMailDir } from '../testing/mail-reader';
import { popupResult, signInThroughPopup } from '../testing/oauth-flow';
import { createTestApp, testMailDir } from '../testing/test-app';
import { SocialAccountsService } from '../users/social-accounts.service';
import { UsersService } from '../users/users.service';

let sequence = 0;
const nextId = (): string => `${Date.now() % 1e9}${(sequence += 1)}`;

describe('POST /oauth/registration (stage 3)', () => {
  let google: FakeOAuthProvider;
  let vk: FakeOAuthProvider;
  let app: INestApplication;
  let browser: TestBrowser;

  beforeAll(async () => {
    [google, vk] = await Promise.all([
      FakeOAuthProvider.start('google'),
      FakeOAuthProvider.start('vkontakte'),
    ]);
    app = await createTestApp({ ...google.env(), ...vk.env() });
  });
  beforeEach(async () => {
    browser = await openBrowser(app);
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([google.stop(), vk.stop()]);
  });

  /** A popup sign-in of an account nobody has, leaving it waiting for stage 3. */
  async function pending(
    provider: FakeOAuthProvider,
    account: Partial<FakeAccount>,
  ): Promise<string> {
    const id = nextId();
    provider.signInAs({ id, firstName: 'Лена', lastName: 'Котова', ...account });
    const res = await signInThroughPopup(browser, `/oauth/${provider.kind}`);
    expect(popupResult(res)).toMatchObject({ message: 'oauth_registration' });
    return id;
  }

  const complete = (body: object, language = 'en'): ReturnType<TestBrowser['post']> =>
    browser
      .post('/oauth/registration')
      .set('Accept-Language', language)
      .send({ stage: 3, first_name: '', password: '', agree: false, phone: '', ...body });

  async function errorsOf(body: object): Promise<Record<string, string[]>> {
    return ((await complete(body).expect(422)).body as ValidationErrorBody).errors;
  }

  describe('with an email the provider verified', () => {
    it('creates the user with the account linked and signs them in', async () => {
      const email = uniqueEmail('google');
      const id = await pending(google, { email, emailVerified: true });
      const res = await complete({ email, role: ROLE_STUDENT }).expect(200);
      expect(res.body).toEqual({ redirect: '/works' });
      const user = await app.get(UsersService).findByEmail(email);
      expect(user).toMatchObject({ firstName: 'Лена', role: ROLE_STUDENT, passwordHash: null });
      const link = await app.get(SocialAccountsService).findByProviderAccount('google', id);
      expect(link?.userId).toBe(user?.id);
      const me = await browser.get('/api/user').expect(200);
      expect(me.body).toMatchObject({
        email,
        // the provider proved the mailbox: no link of ours is needed
        email_verified: true,
        social_accounts: [
          { provider: 'google', first_name: 'Лена', last_name: 'Котова', username: null },
        ],
      });
    });

    it('uses the provider’s email whatever the form sends', async () => {
      const email = uniqueEmail('kept');
      await pending(google, { email, emailVerified: true });
      await complete({ email: uniqueEmail('other'), role: ROLE_STUDENT }).expect(200);
      expect(await app.get(UsersService).findByEmail(email)).not.toBeNull();
    });

    it('needs the phone a teacher must give, and stores it normalised', async () => {
      const email = uniqueEmail('teacher');
      await pending(google, { email, emailVerified: true });
      expect(await errorsOf({ role: ROLE_TEACHER })).toEqual({
        phone: ['Phone number is required.'],
      });
      expect(await errorsOf({ role: ROLE_TEACHER, phone: 'call me' })).toEqual({
        phone: ['Please enter a valid phone number.'],
      });
      await complete({ role: ROLE_TEACHER, phone: '8 (916) 123-45-67' }).expect(200, {
        redirect: '/tasks',
      });
      expect((await app.get(UsersService).findByEmail(email))?.phone).toBe('+79161234567');
    });

    it.each([
      [undefined, 'Role is required.'],
      [0, 'Role is required.'],
      [9, 'Please choose a valid role.'],
      ['teacher', 'Please choose a valid role.'],
    ])('refuses role %j', async (role, text) => {
      await pending(google, { email: uniqueEmail(), emailVerified: true });
      expect((await errorsOf({ role })).role).toEqual([text]);
    });

    it('spends the waiting account: a second completion has nothing to complete', async () => {
      await pending(google, { email: uniqueEmail(), emailVerified: true });
      await complete({ role: ROLE_STUDENT }).expect(200);
      await browser.post('/logout').expect(200);
      const res = await complete({ role: ROLE_STUDENT }).expect(422);
      expect(res.body).toEqual({
        message: 'The sign-in with the social network has expired. Please sign in with it again.',
      });
    });
  });

  describe('with an email the person types (the provider gave none)', () => {
    it('requires a valid, unused email', async () => {
      await pending(vk, { email: null });
      expect(await errorsOf({ role: ROLE_STUDENT })).toEqual({
        email: ['Email address is required.'],
      });
      expect((await errorsOf({ role: ROLE_STUDENT, email: 'nope' })).email).toEqual([
        'Please enter a valid email address.',
      ]);
      const taken = await createUser(app);
      expect(await errorsOf({ role: ROLE_STUDENT, email: taken.email.toUpperCase() })).toEqual({
        email: ['This email address is already taken.'],
      });
    });

    it('creates the user without a password or link, mails a set-password link and signs nobody in', async () => {
      const email = uniqueEmail('typed');
      const id = await pending(vk, { email: null, username: 'lena_k' });
      const res = await complete({ email: `  ${email.toUpperCase()} `, role: ROLE_STUDENT }).expect(
        200,
      );
      expect(res.body).toEqual({ message: 'password.reset' });
      await browser.get('/api/user').expect(401);
      const user = await app.get(UsersService).findByEmail(email);
      expect(user).toMatchObject({ email, passwordHash: null, firstName: 'Лена' });
      // Nobody has proven the email yet, so the provider account signs into nothing.
      expect(
        await app.get(SocialAccountsService).findByProviderAccount('vkontakte', id),
      ).toBeNull();

      const mail = readMailDir(testMailDir())
        .filter((m) => m.to.includes(email))
        .at(-1);
      expect(mail?.subject).toBe('Set a password for your account');
      expect(mail?.text).toContain('Your account has been created through VK.');
      const token = lastResetToken(readMailDir(testMailDir()), email);
      const reset = await openBrowser(app);
      await reset
        .post('/password/reset')
        .send({
          token,
          email,
          password: 'Bright-Harbour-77',
          password_confirmation: 'Bright-Harbour-77',
        })
        .expect(200, { message: 'passwords.reset' });
      await reset.get('/api/user').expect(200);
      // Opened in another browser (say, by the real owner of a typed email): no stranger's
      // provider account is attached to it.
      expect(
        await app.get(SocialAccountsService).findByProviderAccount('vkontakte', id),
      ).toBeNull();
    });

    it('links the provider account when the browser that signed up uses the mailed link', async () => {
      const email = uniqueEmail('same');
      const id = await pending(vk, { email: null, username: 'lena_k' });
      await complete({ email, role: ROLE_STUDENT }).expect(200, { message: 'password.reset' });
      expect((await app.get(UsersService).findByEmail(email))?.emailVerifiedAt).toBeNull();
      const token = lastResetToken(readMailDir(testMailDir()), email);
      await browser
        .post('/password/reset')
        .send({
          token,
          email,
          password: 'Bright-Harbour-77',
          password_confirmation: 'Bright-Harbour-77',
        })
        .expect(200, { message: 'passwords.reset' });
      const user = await app.get(UsersService).findByEmail(email);
      // the typed address was unverified until the mailed link proved it
      expect(user?.emailVerifiedAt).toEqual(expect.any(Number));
      expect(
        await app.get(SocialAccountsService).findByProviderAccount('vkontakte', id),
      ).toMatchObject({ userId: user?.id, username: 'lena_k' });
      const me = await browser.get('/api/user').expect(200);
      expect((me.body as SessionUser).social_accounts).toEqual([
        expect.objectContaining({ provider: 'vkontakte', username: 'lena_k' }),
      ]);
    });

    it('writes the mail in the request’s language', async () => {
      const email = uniqueEmail('ru');
      await pending(vk, { email: null });
      await complete({ email, role: ROLE_STUDENT }, 'ru').expect(200);
      const mail = readMailDir(testMailDir())
        .filter((m) => m.to.includes(email))
        .at(-1);
      expect(mail?.subject).toBe('Задайте пароль для вашей учётной записи');
      expect(mail?.text).toContain('через ВКонтакте');
    });

    it('asks for an email when the provider’s is shorter than 5 characters', async () => {
      await pending(google, { email: 'a@b', emailVerified: true });
      expect((await errorsOf({ role: ROLE_STUDENT })).email).toEqual([
        'Email address is required.',
      ]);
    });
  });

  it('mails a set-password link for a provider email that is not verified (VK)', async () => {
    const email = uniqueEmail('vkmail');
    await pending(vk, { email });
    await complete({ role: ROLE_STUDENT }).expect(200, { message: 'password.reset' });
    await browser.get('/api/user').expect(401);
    expect(() => lastResetToken(readMailDir(testMailDir()), email)).not.toThrow();
  });

  it('answers 422 with a clear message when no social sign-in is waiting', async () => {
    const res = await complete({ email: uniqueEmail(), role: ROLE_STUDENT }, 'ru').expect(422);
    expect(res.body).toEqual({
      message: 'Время входа через соцсеть истекло. Войдите через неё ещё раз.',
    });
  });

  it('needs the XSRF token', async () => {
    await pending(google, { email: uniqueEmail(), emailVerified: true });
    await browser
      .post('/oauth/registration')
      .set('X-XSRF-TOKEN', 'wrong')
      .send({ role: ROLE_STUDENT })
      .expect(419);
  });

  it.each(badFieldCases(['email', 'role', 'phone', 'stage']))(
    'answers %s = %s without a server error',
    async (field, _label, value) => {
      await pending(vk, { email: null });
      const res = await complete({ email: uniqueEmail(), role: ROLE_STUDENT, [field]: value });
      // 413: the account forms' small body limit
      expect([200, 413, 422]).toContain(res.status);
    },
  );

  it.each([
    ['an array', [{ role: 2 }]],
    ['a string', 'role=2'],
  ])('answers a body that is %s with 4xx', async (_name, body) => {
    await pending(vk, { email: null });
    const res = await browser.post('/oauth/registration').send(body);
    expect([400, 422]).toContain(res.status);
  });
});
