import { createHash } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { ROLE_TEACHER } from '@tutor/contracts';
import { BAD_VALUES, describeValue } from '../testing/bad-input';
import { createUser, openBrowser, uniqueEmail, type TestBrowser } from '../testing/browser';
import { FakeOAuthProvider } from '../testing/fake-oauth-provider';
import {
  pageScript,
  popupResult,
  postedMessage,
  signInThroughPopup,
  throughProvider,
} from '../testing/oauth-flow';
import { createTestApp } from '../testing/test-app';
import { SocialAccountsService } from '../users/social-accounts.service';

const APP_URL = 'http://127.0.0.1:4999';
let sequence = 0;
const nextId = (): string => `${Date.now()}${(sequence += 1)}`;

describe('social sign-in through a provider (Google)', () => {
  let google: FakeOAuthProvider;
  let app: INestApplication;
  let browser: TestBrowser;

  beforeAll(async () => {
    google = await FakeOAuthProvider.start('google');
    app = await createTestApp({ ...google.env(), APP_URL });
  });
  beforeEach(async () => {
    browser = await openBrowser(app);
  });
  afterAll(async () => {
    await app.close();
    await google.stop();
  });

  async function linkedUser(role = ROLE_TEACHER): Promise<{ id: string; email: string }> {
    const user = await createUser(app, { role });
    const id = nextId();
    await app.get(SocialAccountsService).link(user.id, {
      provider: 'google',
      providerUserId: id,
      firstName: 'Anna',
      lastName: null,
      username: null,
      email: user.email,
    });
    return { id, email: user.email };
  }

  describe('GET /oauth/google', () => {
    it('sends the browser to the provider with the client, the callback, state and PKCE', async () => {
      const res = await browser.get('/oauth/google').expect(302);
      const authorize = new URL(String(res.headers.location));
      expect(authorize.origin).toBe(google.url);
      expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
        client_id: google.clientId,
        redirect_uri: `${APP_URL}/oauth/google/callback`,
        response_type: 'code',
        scope: 'openid email profile',
        code_challenge_method: 'S256',
      });
      expect(authorize.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
      expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
      expect(res.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    });

    it.each(['/oauth/github', '/oauth/facebook', '/oauth/telegram', '/oauth/vkontakte'])(
      'answers 404 for %s, unknown or without credentials',
      async (path) => {
        await browser.get(path).expect(404);
        await browser.get(`${path}/callback?code=x&state=y`).expect(404);
      },
    );
  });

  describe('the callback page', () => {
    it('posts one JSON string to APP_URL’s origin only, then closes', async () => {
      const { email } = await linkedUser();
      google.signInAs({ id: (await linkedUser()).id, email });
      const res = await signInThroughPopup(browser, '/oauth/google');
      const { data, targetOrigin } = postedMessage(res);
      expect(targetOrigin).toBe(APP_URL);
      expect(typeof data).toBe('string');
      expect(pageScript(res)).toContain('window.close()');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    });

    it('allows exactly its inline script by hash and keeps window.opener', async () => {
      google.signInAs({ id: (await linkedUser()).id });
      const res = await signInThroughPopup(browser, '/oauth/google');
      const hash = createHash('sha256').update(pageScript(res)).digest('base64');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain(`script-src 'sha256-${hash}'`);
      expect(csp).toContain("default-src 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(res.headers['cross-origin-opener-policy']).toBe('unsafe-none');
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('has a translated title', async () => {
      google.signInAs({ id: nextId() });
      const start = await throughProvider(browser, '/oauth/google');
      const ru = await browser.get(start).set('Accept-Language', 'ru').expect(200);
      expect(ru.text).toContain('<title>Вход через Google</title>');
      const again = await throughProvider(browser, '/oauth/google');
      const en = await browser.get(again).set('Accept-Language', 'en').expect(200);
      expect(en.text).toContain('<title>Sign in with Google</title>');
    });

    it('never carries a token', async () => {
      google.signInAs({ id: (await linkedUser()).id });
      const res = await signInThroughPopup(browser, '/oauth/google');
      expect(res.text).not.toMatch(/google-token-|access_token|id_token/);
    });
  });

  describe('a known account', () => {
    it('signs its user in with a new session and answers the role’s home', async () => {
      const { id, email } = await linkedUser(ROLE_TEACHER);
      google.signInAs({ id, email, firstName: 'Анна', lastName: 'Петрова' });
      const before = (await browser.get('/api/settings')).headers['set-cookie'];
      const res = await signInThroughPopup(browser, '/oauth/google');
      expect(popupResult(res)).toEqual({ redirect: '/tasks' });
      expect(String(res.headers['set-cookie'])).toContain('tutor_session=');
      expect(res.headers['set-cookie']).not.toEqual(before);
      const me = await browser.get('/api/user').expect(200);
      expect(me.body).toMatchObject({
        email,
        social_accounts: [
          { provider: 'google', first_name: 'Анна', last_name: 'Петрова', username: null },
        ],
      });
    });

    it('sends the tokens server to server: code with its verifier, profile with the token', async () => {
      google.signInAs({ id: (await linkedUser()).id });
      await signInThroughPopup(browser, '/oauth/google');
      const token = google.tokenRequests.at(-1);
      expect(token).toMatchObject({ grant_type: 'authorization_code' });
      expect(String(token?.code_verifier)).toMatch(/^[\w-]{43}$/);
      expect(google.profileRequests.at(-1)?.authorization).toMatch(/^Bearer google-token-/);
    });
  });

  describe('an account nobody has', () => {
    it('asks for stage 3 with the provider’s email and keeps the profile for it', async () => {
      const email = uniqueEmail('new');
      google.signInAs({ id: nextId(), email, emailVerified: true, firstName: 'Ivan' });
      const res = await signInThroughPopup(browser, '/oauth/google');
      expect(popupResult(res)).toEqual({ message: 'oauth_registration', email });
      await browser.get('/api/user').expect(401);
    });

    it('answers a missing or too short email as null', async () => {
      google.signInAs({ id: nextId(), email: 'a@b' });
      const res = await signInThroughPopup(browser, '/oauth/google');
      expect(popupResult(res)).toEqual({ message: 'oauth_registration', email: null });
    });
  });

  describe('an email that matches a user', () => {
    it('links the account and signs in when the provider verified the email', async () => {
      const user = await createUser(app);
      const id = nextId();
      google.signInAs({ id, email: user.email.toUpperCase(), emailVerified: true });
      const res = await signInThroughPopup(browser, '/oauth/google');
      expect(popupResult(res)).toEqual({ redirect: '/works' });
      const link = await app.get(SocialAccountsService).findByProviderAccount('google', id);
      expect(link?.userId).toBe(user.id);
    });

    it('refuses to link an unverified email and says to connect from the settings', async () => {
      const user = await createUser(app);
      const id = nextId();
      google.signInAs({ id, email: user.email, emailVerified: false });
      const res = await browser
        .get(await throughProvider(browser, '/oauth/google'))
        .set('Accept-Language', 'en')
        .expect(200);
      expect(popupResult(res)).toEqual({
        message: `An account with the email ${user.email} already exists. Sign in to it, then connect Google in the account settings.`,
      });
      expect(await app.get(SocialAccountsService).findByProviderAccount('google', id)).toBeNull();
      await browser.get('/api/user').expect(401);
    });
  });

  describe('failures answer a translated message', () => {
    const resultIn = async (path: string, language = 'en'): Promise<unknown> =>
      popupResult(await browser.get(path).set('Accept-Language', language).expect(200));

    it('when the person cancels at the provider', async () => {
      google.denyNextSignIn();
      const callback = await throughProvider(browser, '/oauth/google');
      expect(callback).toContain('error=access_denied');
      expect(await resultIn(callback, 'ru')).toEqual({ message: 'Вход через Google отменён.' });
    });

    it('when the state does not match the session’s', async () => {
      google.signInAs({ id: (await linkedUser()).id });
      const callback = await throughProvider(browser, '/oauth/google');
      const forged = callback.replace(/state=[^&]+/, 'state=forged-state');
      expect(await resultIn(forged)).toEqual({
        message: 'The sign-in request has expired or was started elsewhere. Please try again.',
      });
      // the flow is spent: the real state no longer works either
      expect(await resultIn(callback)).toEqual({
        message: 'The sign-in request has expired or was started elsewhere. Please try again.',
      });
      await browser.get('/api/user').expect(401);
    });

    it('when the callback comes in another browser (no flow in its session)', async () => {
      google.signInAs({ id: (await linkedUser()).id });
      const callback = await throughProvider(browser, '/oauth/google');
      const other = await openBrowser(app);
      const res = await other.get(callback).set('Accept-Language', 'en').expect(200);
      expect(popupResult(res)).toEqual({
        message: 'The sign-in request has expired or was started elsewhere. Please try again.',
      });
    });

    it.each(['token', 'profile'] as const)(
      'when the provider’s %s endpoint fails',
      async (step) => {
        google.signInAs({ id: (await linkedUser()).id });
        const callback = await throughProvider(browser, '/oauth/google');
        google.failNext(step);
        expect(await resultIn(callback)).toEqual({
          message: 'Signing in with Google failed. Please try again later.',
        });
        await browser.get('/api/user').expect(401);
      },
    );

    it('when the provider is down', async () => {
      const down = await FakeOAuthProvider.start('google');
      const other = await createTestApp({ ...down.env(), APP_URL });
      try {
        const client = await openBrowser(other);
        const callback = await throughProvider(client, '/oauth/google');
        await down.stop();
        const res = await client.get(callback).set('Accept-Language', 'en').expect(200);
        expect(popupResult(res)).toEqual({
          message: 'Signing in with Google failed. Please try again later.',
        });
      } finally {
        await other.close();
      }
    });

    it('when the callback has no code', async () => {
      await browser.get('/oauth/google').expect(302);
      expect(await resultIn('/oauth/google/callback?state=x')).toEqual({
        message: 'The sign-in request has expired or was started elsewhere. Please try again.',
      });
    });
  });

  describe('display=page (the popup was blocked)', () => {
    it('ends with a redirect to the answered address', async () => {
      google.signInAs({ id: (await linkedUser()).id });
      const callback = await throughProvider(browser, '/oauth/google?display=page');
      const res = await browser.get(callback).expect(302);
      expect(res.headers.location).toBe('/tasks');
      await browser.get('/api/user').expect(200);
    });

    it('ends at stage 3 with the email for an account nobody has', async () => {
      const email = uniqueEmail('page');
      google.signInAs({ id: nextId(), email, emailVerified: true });
      const callback = await throughProvider(browser, '/oauth/google?display=page');
      const res = await browser.get(callback).expect(302);
      expect(res.headers.location).toBe(
        `/login?message=oauth_registration&email=${encodeURIComponent(email)}`,
      );
    });

    it('ends at /login with the key of a failure, never its text', async () => {
      google.denyNextSignIn();
      const callback = await throughProvider(browser, '/oauth/google?display=page');
      const res = await browser.get(callback).set('Accept-Language', 'en').expect(302);
      expect(res.headers.location).toBe('/login?message=oauth.denied&provider=google');
    });
  });

  it('lets the shell’s pages keep their popups (COOP same-origin-allow-popups)', async () => {
    const res = await browser.get('/login');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  describe('bad input never makes a 500', () => {
    const values = BAD_VALUES.filter((value) => typeof value !== 'object' || value === null);
    it.each(
      ['code', 'state', 'error', 'display'].flatMap((field) =>
        values.map((v) => [field, describeValue(v), v] as const),
      ),
    )('callback with %s = %s', async (field, _label, value) => {
      await browser.get('/oauth/google?display=x').expect(302);
      const query = new URLSearchParams({ code: 'c', state: 's', [field]: String(value) });
      const res = await browser.get(`/oauth/google/callback?${query.toString()}`);
      expect(res.status).toBeLessThan(500);
    });

    it.each([
      ['repeated parameters', '/oauth/google/callback?code=a&code=b&state=x'],
      ['nested parameters', '/oauth/google/callback?state[a]=1&code[b]=2'],
      ['repeated errors', '/oauth/google/callback?error=access_denied&error=x'],
      ['a repeated connect', '/oauth/google?state=connect&state=connect'],
      ['a NUL provider', '/oauth/%00/callback'],
      ['a long query', `/oauth/google/callback?${'x'.repeat(6000)}`],
    ])('%s', async (_name, path) => {
      const res = await browser.get(path);
      expect(res.status).toBeLessThan(500);
    });
  });
});
