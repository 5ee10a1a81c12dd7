import type { INestApplication } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { SessionUser } from '@tutor/contracts';
import type { Repository } from 'typeorm';
import { openBrowser, signedInBrowser, type TestBrowser } from '../testing/browser';
import { createTestApp } from '../testing/test-app';
import { SocialAccountsService } from '../users/social-accounts.service';
import { User } from '../users/user.entity';

let sequence = 0;

describe('POST /api/oauth/{provider}/disconnect', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  async function link(user: User, provider: string): Promise<void> {
    await app.get(SocialAccountsService).link(user.id, {
      provider,
      providerUserId: `${provider}-${Date.now()}-${(sequence += 1)}`,
      firstName: 'Анна',
      lastName: null,
      username: null,
      email: null,
    });
  }

  const disconnect = (browser: TestBrowser, provider: string, language = 'en') =>
    browser.post(`/api/oauth/${provider}/disconnect`).set('Accept-Language', language);

  const providersOf = async (browser: TestBrowser): Promise<string[]> =>
    ((await browser.get('/api/user').expect(200)).body as SessionUser).social_accounts.map(
      (account) => account.provider,
    );

  /** A user without a password (signed up through a provider), signed in. */
  async function passwordless(): Promise<{ browser: TestBrowser; user: User }> {
    const { browser, user } = await signedInBrowser(app);
    const users: Repository<User> = app.get(getRepositoryToken(User));
    await users.update({ id: user.id }, { passwordHash: null });
    return { browser, user: { ...user, passwordHash: null } };
  }

  it('removes the link and says so', async () => {
    const { browser, user } = await signedInBrowser(app);
    await link(user, 'vkontakte');
    const res = await disconnect(browser, 'vkontakte', 'ru').expect(200);
    expect(res.body).toEqual({ success: true, message: 'Аккаунт ВКонтакте отключён.' });
    expect(await providersOf(browser)).toEqual([]);
  });

  it('answers success false when nothing of that provider is linked', async () => {
    const { browser } = await signedInBrowser(app);
    const res = await disconnect(browser, 'google').expect(200);
    expect(res.body).toEqual({ success: false, message: 'No Google account is connected.' });
  });

  it('refuses to remove the only way a user without a password signs in', async () => {
    const { browser, user } = await passwordless();
    await link(user, 'yandex');
    const res = await disconnect(browser, 'yandex').expect(422);
    expect(res.body).toEqual({
      success: false,
      message:
        'The Yandex account is your only way to sign in. Set a password before disconnecting it.',
    });
    expect(await providersOf(browser)).toEqual(['yandex']);
  });

  it('lets a user without a password remove one of two links', async () => {
    const { browser, user } = await passwordless();
    await link(user, 'yandex');
    await link(user, 'telegram');
    await disconnect(browser, 'telegram').expect(200);
    expect(await providersOf(browser)).toEqual(['yandex']);
    await disconnect(browser, 'yandex').expect(422);
  });

  it('removes a link of a provider that has no credentials any more', async () => {
    const { browser, user } = await signedInBrowser(app);
    await link(user, 'facebook');
    await disconnect(browser, 'facebook').expect(200);
  });

  it('touches only the signed-in user’s links', async () => {
    const other = await signedInBrowser(app);
    await link(other.user, 'google');
    const { browser } = await signedInBrowser(app);
    await disconnect(browser, 'google').expect(200, {
      success: false,
      message: 'No Google account is connected.',
    });
    expect(await app.get(SocialAccountsService).findOfUser(other.user.id, 'google')).not.toBeNull();
  });

  it.each(['github', 'VKONTAKTE', '__proto__', 'constructor'])(
    'answers 404 for the unknown provider %s',
    async (provider) => {
      const { browser } = await signedInBrowser(app);
      await disconnect(browser, provider).expect(404);
    },
  );

  it('refuses a visitor with 401', async () => {
    const browser = await openBrowser(app);
    await disconnect(browser, 'google').expect(401, { message: 'Unauthenticated.' });
  });

  it('refuses a request without the XSRF token with 419', async () => {
    const { browser, user } = await signedInBrowser(app);
    await link(user, 'google');
    await browser.post('/api/oauth/google/disconnect').set('X-XSRF-TOKEN', '').expect(419);
    expect(await providersOf(browser)).toEqual(['google']);
  });
});
