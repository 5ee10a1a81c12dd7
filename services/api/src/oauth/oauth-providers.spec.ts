import type { INestApplication } from '@nestjs/common';
import type { AppSettings } from '@tutor/contracts';
import { openBrowser } from '../testing/browser';
import { popupResult } from '../testing/oauth-flow';
import { api, createTestApp } from '../testing/test-app';

/** Nothing listens there: a code exchange fails at once. */
const ENDPOINTS = 'http://127.0.0.1:9';

/** Every endpoint of a provider pointed at ENDPOINTS, as an operator overrides them. */
function providerEnv(prefix: string): Record<string, string> {
  return {
    [`OAUTH_${prefix}_CLIENT_ID`]: `${prefix.toLowerCase()}-id`,
    [`OAUTH_${prefix}_CLIENT_SECRET`]: 'secret',
    [`OAUTH_${prefix}_AUTHORIZATION_URL`]: `${ENDPOINTS}/${prefix.toLowerCase()}/authorize`,
    [`OAUTH_${prefix}_TOKEN_URL`]: `${ENDPOINTS}/${prefix.toLowerCase()}/token`,
    [`OAUTH_${prefix}_PROFILE_URL`]: `${ENDPOINTS}/${prefix.toLowerCase()}/me`,
  };
}

describe('the configured providers', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await createTestApp({
      ...providerEnv('GOOGLE'),
      ...providerEnv('VKONTAKTE'),
      ...providerEnv('YANDEX'),
      ...providerEnv('FACEBOOK'),
      TELEGRAM_BOT_TOKEN: '1:t',
      TELEGRAM_BOT_NAME: 'tutor_bot',
      APP_URL: 'http://tutor.example.com',
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('are all offered in settings.oauth, in the spec order', async () => {
    const res = await api(app).get('/api/settings').expect(200);
    expect((res.body as AppSettings).oauth).toEqual([
      'vkontakte',
      'google',
      'facebook',
      'telegram',
      'yandex',
    ]);
  });

  it.each([
    ['google', 'openid email profile', true],
    ['vkontakte', 'email', false],
    ['yandex', 'login:email login:info', true],
    ['facebook', 'email', false],
  ])('%s starts at its configured authorization URL', async (provider, scope, pkce) => {
    const browser = await openBrowser(app);
    const res = await browser.get(`/oauth/${provider}`).expect(302);
    const authorize = new URL(String(res.headers.location));
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${ENDPOINTS}/${provider}/authorize`);
    expect(authorize.searchParams.get('client_id')).toBe(`${provider}-id`);
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      `http://tutor.example.com/oauth/${provider}/callback`,
    );
    expect(authorize.searchParams.get('scope')).toBe(scope);
    expect(authorize.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(authorize.searchParams.has('code_challenge')).toBe(pkce);
  });

  it('keeps a flow per provider: starting another does not replace the first', async () => {
    const browser = await openBrowser(app);
    const stateOf = async (provider: string): Promise<string> => {
      const res = await browser.get(`/oauth/${provider}`).expect(302);
      return new URL(String(res.headers.location)).searchParams.get('state') ?? '';
    };
    const google = await stateOf('google');
    const yandex = await stateOf('yandex');
    const finish = async (provider: string, state: string): Promise<unknown> =>
      popupResult(
        await browser
          .get(`/oauth/${provider}/callback?code=c&state=${state}`)
          .set('Accept-Language', 'en')
          .expect(200),
      );
    // each state matched its own flow, so each went on to the (unreachable) token endpoint
    expect(await finish('google', google)).toEqual({
      message: 'Signing in with Google failed. Please try again later.',
    });
    expect(await finish('yandex', yandex)).toEqual({
      message: 'Signing in with Yandex failed. Please try again later.',
    });
  });
});
