import type { INestApplication } from '@nestjs/common';
import type { SessionUser } from '@tutor/contracts';
import { openBrowser, signedInBrowser, type TestBrowser } from '../testing/browser';
import { FakeOAuthProvider } from '../testing/fake-oauth-provider';
import { popupResult, signInThroughPopup, throughProvider } from '../testing/oauth-flow';
import { createTestApp } from '../testing/test-app';
import { SocialAccountsService } from '../users/social-accounts.service';

let sequence = 0;
const nextId = (): string => `y${Date.now()}${(sequence += 1)}`;

describe('connecting an account in the settings (?state=connect, Yandex)', () => {
  let yandex: FakeOAuthProvider;
  let app: INestApplication;

  beforeAll(async () => {
    yandex = await FakeOAuthProvider.start('yandex');
    app = await createTestApp(yandex.env());
  });
  afterAll(async () => {
    await app.close();
    await yandex.stop();
  });

  const me = async (browser: TestBrowser): Promise<SessionUser> =>
    (await browser.get('/api/user').expect(200)).body as SessionUser;

  it('links the account to the signed-in user and answers its names', async () => {
    const { browser, user } = await signedInBrowser(app);
    const id = nextId();
    yandex.signInAs({
      id,
      username: 'anna.p',
      firstName: 'Анна',
      lastName: 'Петрова',
      email: 'x@ya.ru',
    });
    const res = await signInThroughPopup(browser, '/oauth/yandex?state=connect');
    expect(popupResult(res)).toEqual({
      oauth: { provider: 'yandex', first_name: 'Анна', last_name: 'Петрова', username: 'anna.p' },
    });
    expect((await me(browser)).social_accounts).toEqual([
      { provider: 'yandex', first_name: 'Анна', last_name: 'Петрова', username: 'anna.p' },
    ]);
    const link = await app.get(SocialAccountsService).findByProviderAccount('yandex', id);
    expect(link).toMatchObject({ userId: user.id, email: 'x@ya.ru' });
  });

  it('reads Yandex’s profile from the configured URL with the token in the header', async () => {
    const { browser } = await signedInBrowser(app);
    yandex.signInAs({ id: nextId(), username: 'header' });
    await signInThroughPopup(browser, '/oauth/yandex?state=connect');
    const request = yandex.profileRequests.at(-1);
    expect(request?.url.origin).toBe(yandex.url);
    expect(request?.authorization).toMatch(/^OAuth yandex-token-/);
    expect(request?.url.searchParams.has('oauth_token')).toBe(false);
    expect(request?.url.searchParams.has('access_token')).toBe(false);
    expect(yandex.tokenRequests.at(-1)?.code_verifier).toEqual(expect.any(String));
  });

  it('keeps the user signed in as they were, in the same session', async () => {
    const { browser, user } = await signedInBrowser(app);
    yandex.signInAs({ id: nextId() });
    await signInThroughPopup(browser, '/oauth/yandex?state=connect');
    expect((await me(browser)).id).toBe(user.id);
  });

  it('replaces the user’s earlier account of the same provider', async () => {
    const { browser } = await signedInBrowser(app);
    yandex.signInAs({ id: nextId(), username: 'old' });
    await signInThroughPopup(browser, '/oauth/yandex?state=connect');
    yandex.signInAs({ id: nextId(), username: 'new' });
    await signInThroughPopup(browser, '/oauth/yandex?state=connect');
    expect((await me(browser)).social_accounts.map((a) => a.username)).toEqual(['new']);
  });

  it('refuses an account linked to another user', async () => {
    const id = nextId();
    const first = await signedInBrowser(app);
    yandex.signInAs({ id, username: 'taken' });
    await signInThroughPopup(first.browser, '/oauth/yandex?state=connect');
    const second = await signedInBrowser(app);
    const res = await second.browser
      .get(await throughProvider(second.browser, '/oauth/yandex?state=connect'))
      .set('Accept-Language', 'ru')
      .expect(200);
    expect(popupResult(res)).toEqual({
      message: 'Этот аккаунт Яндекс уже привязан к другому пользователю.',
    });
    expect((await me(second.browser)).social_accounts).toEqual([]);
    const link = await app.get(SocialAccountsService).findByProviderAccount('yandex', id);
    expect(link?.userId).toBe(first.user.id);
  });

  it('asks a visitor to sign in first, without going to the provider', async () => {
    const browser = await openBrowser(app);
    const before = yandex.authorizeRequests.length;
    const res = await browser
      .get('/oauth/yandex?state=connect')
      .set('Accept-Language', 'en')
      .expect(200);
    expect(popupResult(res)).toEqual({ message: 'Sign in to connect a Yandex account.' });
    expect(yandex.authorizeRequests).toHaveLength(before);
  });

  it('does not link to whoever signs in between start and callback', async () => {
    const { browser } = await signedInBrowser(app);
    yandex.signInAs({ id: nextId() });
    const callback = await throughProvider(browser, '/oauth/yandex?state=connect');
    await browser.post('/logout').expect(200);
    const res = await browser.get(callback).set('Accept-Language', 'en').expect(200);
    expect(popupResult(res)).toEqual({
      message: 'The sign-in request has expired or was started elsewhere. Please try again.',
    });
  });

  it('with display=page ends in the settings', async () => {
    const { browser } = await signedInBrowser(app);
    yandex.signInAs({ id: nextId() });
    const callback = await throughProvider(browser, '/oauth/yandex?state=connect&display=page');
    const res = await browser.get(callback).expect(302);
    expect(res.headers.location).toBe('/settings');
  });
});
