import { createHash } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import type { SessionUser } from '@tutor/contracts';
import { createUser, openBrowser, signedInBrowser, uniqueEmail } from '../testing/browser';
import { FakeOAuthProvider } from '../testing/fake-oauth-provider';
import { popupResult, signInThroughPopup, throughProvider } from '../testing/oauth-flow';
import { createTestApp } from '../testing/test-app';

let sequence = 0;
const nextId = (): string => `${Date.now() % 1e9}${(sequence += 1)}`;

describe('VK, classic OAuth (OAUTH_VKONTAKTE_MODE=classic)', () => {
  let vk: FakeOAuthProvider;
  let app: INestApplication;

  beforeAll(async () => {
    vk = await FakeOAuthProvider.start('vkontakte');
    app = await createTestApp(vk.env());
  });
  afterAll(async () => {
    await app.close();
    await vk.stop();
  });

  it('reads the email of the token answer and the names of users.get', async () => {
    const { browser } = await signedInBrowser(app);
    vk.signInAs({ id: nextId(), firstName: 'Пётр', lastName: 'Иванов', username: 'petr' });
    const res = await signInThroughPopup(browser, '/oauth/vkontakte?state=connect');
    expect(popupResult(res)).toEqual({
      oauth: { provider: 'vkontakte', first_name: 'Пётр', last_name: 'Иванов', username: 'petr' },
    });
    const profile = vk.profileRequests.at(-1);
    expect(profile?.url.searchParams.get('access_token')).toMatch(/^vkontakte-token-/);
    expect(profile?.url.searchParams.get('v')).toBe('5.199');
  });

  it('asks for scope email and needs no PKCE', async () => {
    const browser = await openBrowser(app);
    const res = await browser.get('/oauth/vkontakte').expect(302);
    const authorize = new URL(String(res.headers.location));
    expect(authorize.searchParams.get('scope')).toBe('email');
    expect(authorize.searchParams.has('code_challenge')).toBe(false);
  });

  it('offers stage 3 with VK’s email for an account nobody has', async () => {
    const email = uniqueEmail('vk');
    vk.signInAs({ id: nextId(), email, firstName: 'Олег' });
    const browser = await openBrowser(app);
    const res = await signInThroughPopup(browser, '/oauth/vkontakte');
    expect(popupResult(res)).toEqual({ message: 'oauth_registration', email });
  });

  it('treats VK’s email as unverified: no link to a user with that email', async () => {
    const user = await createUser(app);
    vk.signInAs({ id: nextId(), email: user.email });
    const browser = await openBrowser(app);
    const res = await browser
      .get(await throughProvider(browser, '/oauth/vkontakte'))
      .set('Accept-Language', 'ru')
      .expect(200);
    expect(popupResult(res)).toEqual({
      message: `Пользователь с email ${user.email} уже зарегистрирован. Войдите в свою учётную запись и подключите ВКонтакте в настройках аккаунта.`,
    });
  });
});

describe('VK ID (OAUTH_VKONTAKTE_MODE=vkid): OAuth 2.1 with PKCE and device_id', () => {
  let vkid: FakeOAuthProvider;
  let app: INestApplication;

  beforeAll(async () => {
    vkid = await FakeOAuthProvider.start('vkid');
    app = await createTestApp(vkid.env());
  });
  afterAll(async () => {
    await app.close();
    await vkid.stop();
  });

  it('completes the PKCE round trip: S256 challenge, matching verifier, device_id', async () => {
    const { browser } = await signedInBrowser(app);
    vkid.signInAs({ id: nextId(), firstName: 'Вера', lastName: 'Смирнова', email: 'v@vk.com' });
    const start = await browser.get('/oauth/vkontakte?state=connect').expect(302);
    const authorize = new URL(String(start.headers.location));
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${vkid.url}/authorize`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const state = authorize.searchParams.get('state') ?? '';
    expect(state.length).toBeGreaterThanOrEqual(32);

    const back = await fetch(authorize, { redirect: 'manual' });
    const callback = new URL(back.headers.get('location') ?? '');
    const deviceId = callback.searchParams.get('device_id');
    expect(deviceId).toEqual(expect.any(String));
    const res = await browser.get(`${callback.pathname}${callback.search}`).expect(200);
    expect(popupResult(res)).toEqual({
      oauth: { provider: 'vkontakte', first_name: 'Вера', last_name: 'Смирнова', username: null },
    });

    const token = vkid.tokenRequests.at(-1) ?? {};
    expect(token).toMatchObject({ grant_type: 'authorization_code', device_id: deviceId, state });
    const verifier = String(token.code_verifier);
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    expect(challenge).toBe(authorize.searchParams.get('code_challenge'));

    const profile = vkid.profileRequests.at(-1);
    expect(profile?.method).toBe('POST');
    expect(profile?.body.get('client_id')).toBe(vkid.clientId);
    expect(profile?.body.get('access_token')).toMatch(/^vkid-token-/);
  });

  it('signs in a linked account and lists it in GET /api/user', async () => {
    const { browser, user } = await signedInBrowser(app);
    const id = nextId();
    vkid.signInAs({ id, firstName: 'Глеб' });
    await signInThroughPopup(browser, '/oauth/vkontakte?state=connect');
    const other = await openBrowser(app);
    const res = await signInThroughPopup(other, '/oauth/vkontakte');
    expect(popupResult(res)).toEqual({ redirect: '/works' });
    const me = (await other.get('/api/user').expect(200)).body as SessionUser;
    expect(me.id).toBe(user.id);
    expect(me.social_accounts).toEqual([
      { provider: 'vkontakte', first_name: 'Глеб', last_name: null, username: null },
    ]);
  });

  it('fails cleanly when the provider refuses the code exchange', async () => {
    const browser = await openBrowser(app);
    vkid.signInAs({ id: nextId() });
    const callback = await throughProvider(browser, '/oauth/vkontakte');
    const tampered = callback.replace(/device_id=[^&]+/, 'device_id=someone-else');
    const res = await browser.get(tampered).set('Accept-Language', 'en').expect(200);
    expect(popupResult(res)).toEqual({
      message: 'Signing in with VK failed. Please try again later.',
    });
  });
});
