import type { INestApplication } from '@nestjs/common';
import { ROLE_STUDENT } from '@tutor/contracts';
import { TEST_PASSWORD, createUser, openBrowser, uniqueEmail } from '../testing/browser';
import { FakeOAuthProvider } from '../testing/fake-oauth-provider';
import { lastResetToken, readMailDir } from '../testing/mail-reader';
import { popupResult, throughProvider } from '../testing/oauth-flow';
import { createTestApp, testMailDir } from '../testing/test-app';
import { SocialAccountsService } from '../users/social-accounts.service';
import type { User } from '../users/user.entity';

/** LOGIN_ACCOUNT_MAX_ATTEMPTS here; an address's own lock (LOGIN_MAX_ATTEMPTS) stays at 5. */
const ACCOUNT_MAX = 4;
const NEW_PASSWORD = 'Brand-New-Walrus-7';
const LOCKED = 'Too many login attempts. Please try again in 15 minutes.';

let hosts = 0;
/** An address no other test of the file signs in from. */
const newAddress = (): string => `10.77.${Math.floor(hosts / 250)}.${(hosts += 1) % 250}`;

/**
 * The account's lock (a guesser spread over many addresses) is about passwords: it never
 * stops a social sign-in or a reset link, a completed reset ends it, and an address where
 * the owner registered or signed in socially is known to it like one of a password sign-in.
 */
describe('the account lock and the owner', () => {
  let google: FakeOAuthProvider;
  let app: INestApplication;

  beforeAll(async () => {
    google = await FakeOAuthProvider.start('google');
    app = await createTestApp({
      ...google.env(),
      APP_URL: 'http://127.0.0.1:4999',
      TRUST_PROXY: 'loopback',
      LOGIN_ACCOUNT_MAX_ATTEMPTS: String(ACCOUNT_MAX),
    });
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await app.close();
    await google.stop();
  });

  async function passwordSignIn(email: string, password: string, from: string) {
    const browser = await openBrowser(app);
    const res = await browser
      .post('/login')
      .set('Accept-Language', 'en')
      .set('X-Forwarded-For', from)
      .send({ stage: 1, email, password });
    return { res, browser };
  }

  /** A guesser's wrong passwords from one address, below that address's own lock. */
  async function lockAccount(email: string): Promise<void> {
    const from = newAddress();
    for (let i = 0; i < ACCOUNT_MAX; i += 1) {
      const { res } = await passwordSignIn(email, 'wrong-password', from);
      expect(res.status).toBe(422);
    }
    const elsewhere = await passwordSignIn(email, TEST_PASSWORD, newAddress());
    expect(elsewhere.res.body).toMatchObject({ errors: { email: [LOCKED] } });
  }

  it('lets in the owner at the address they registered from', async () => {
    const email = uniqueEmail('registered');
    const home = newAddress();
    const browser = await openBrowser(app);
    await browser
      .post('/registration')
      .set('X-Forwarded-For', home)
      .send({
        stage: 2,
        email,
        first_name: 'Аня',
        role: ROLE_STUDENT,
        phone: '',
        password: TEST_PASSWORD,
        agree: true,
      })
      .expect(200);
    await lockAccount(email);
    const { res } = await passwordSignIn(email, TEST_PASSWORD, home);
    expect(res.status).toBe(200);
  });

  describe('an owner who signs in with a social account', () => {
    async function linkedUser(): Promise<{ user: User; id: string }> {
      const user = await createUser(app);
      const id = `${Date.now()}${(hosts += 1)}`;
      await app.get(SocialAccountsService).link(user.id, {
        provider: 'google',
        providerUserId: id,
        firstName: 'Anna',
        lastName: null,
        username: null,
        email: user.email,
      });
      return { user, id };
    }

    it('is signed in whatever the lock, and that address is known to it after', async () => {
      const { user, id } = await linkedUser();
      await lockAccount(user.email);
      const from = newAddress();
      const browser = await openBrowser(app);
      google.signInAs({ id, email: user.email });
      const callback = await throughProvider(browser, '/oauth/google');
      const page = await browser.get(callback).set('X-Forwarded-For', from).expect(200);
      expect(popupResult(page)).toEqual({ redirect: '/works' });
      await browser.get('/api/user').expect(200);

      const { res } = await passwordSignIn(user.email, TEST_PASSWORD, from);
      expect(res.status).toBe(200);
      const stranger = await passwordSignIn(user.email, TEST_PASSWORD, newAddress());
      expect(stranger.res.status).toBe(422);
    });
  });

  describe('a reset link', () => {
    async function resetPassword(user: User, from: string) {
      const browser = await openBrowser(app);
      await browser.post('/password/email').send({ email: user.email }).expect(200);
      const token = lastResetToken(readMailDir(testMailDir()), user.email);
      const res = await browser.post('/password/reset').set('X-Forwarded-For', from).send({
        token,
        email: user.email,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      return { res, browser };
    }

    it('works while the account is locked and ends the lock everywhere', async () => {
      const user = await createUser(app, { emailVerifiedAt: null });
      await lockAccount(user.email);
      const { res, browser } = await resetPassword(user, newAddress());
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'passwords.reset' });
      // the link proved the mailbox too
      expect((await browser.get('/api/user').expect(200)).body).toMatchObject({
        email_verified: true,
      });

      const elsewhere = await passwordSignIn(user.email, NEW_PASSWORD, newAddress());
      expect(elsewhere.res.status).toBe(200);
    });

    it('is needed: without it the lock holds for the right password', async () => {
      const user = await createUser(app);
      await lockAccount(user.email);
      const { res } = await passwordSignIn(user.email, TEST_PASSWORD, newAddress());
      expect(res.body).toMatchObject({ errors: { email: [LOCKED] } });
    });
  });
});
