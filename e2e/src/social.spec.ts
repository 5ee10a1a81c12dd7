import type { Page } from 'playwright-core';
import * as steps from './support/account-steps';
import { uniqueEmail } from './support/account-steps';
import { startFakeProviders, type FakeProviders } from './support/fake-providers';
import { PLAYWRIGHT_VIEWPORT, usePeople } from './support/people';

let providers: FakeProviders;
/** Every page the browser navigated to, popups included. */
let navigations: string[];

beforeAll(async () => {
  providers = await startFakeProviders();
});

const { product, person } = usePeople({
  env: () => providers.env,
  context: { viewport: PLAYWRIGHT_VIEWPORT },
  closeAfterEach: true,
});
let page: Page;

afterAll(async () => {
  await providers?.stop();
});

beforeEach(async () => {
  page = await person();
  navigations = [];
  page.context().on('request', (request) => {
    if (request.isNavigationRequest()) navigations.push(request.url());
  });
});

const unique = (name: string) => `${name}.${Date.now()}.${Math.round(Math.random() * 1e6)}`;

/** Clicks what opens the social popup and waits until the popup has closed itself. */
async function throughPopup(click: () => Promise<void>): Promise<void> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), click()]);
  if (!popup.isClosed()) await popup.waitForEvent('close');
}

/** The popup went to the fake provider's origin and came back to the callback page. */
function expectProviderRoundTrip(authorizeUrl: string, provider: string) {
  const authorize = navigations.findIndex((url) => url.startsWith(authorizeUrl));
  const callback = navigations.findIndex((url) =>
    url.startsWith(`${product().url}/oauth/${provider}/callback?`),
  );
  expect(authorize).toBeGreaterThanOrEqual(0);
  expect(new URL(authorizeUrl).origin).not.toBe(product().url);
  expect(callback).toBeGreaterThan(authorize);
}

const register = (email: string, name: string) => steps.register(page, product().url, email, name);
const signOut = () => steps.signOut(page);

async function signInWithGoogle() {
  await page.goto(`${product().url}/login`);
  await throughPopup(() => page.getByRole('button', { name: 'Войти через Google' }).click());
}

describe('social sign-in in a popup', () => {
  it('signs a known account in: the popup visits the provider and posts back to the page', async () => {
    const email = uniqueEmail('known');
    await register(email, 'Вика');
    await signOut();
    // the first time Google's verified email links the account, then the link signs in
    providers.google.signInAs({ id: unique('g'), email, emailVerified: true, firstName: 'Вика' });
    for (let time = 0; time < 2; time += 1) {
      const before = providers.google.authorizeRequests.length;
      await signInWithGoogle();
      await page.waitForURL('**/works');
      await page.getByRole('group', { name: 'Меню аккаунта' }).getByText('Вика').waitFor();
      expect(providers.google.authorizeRequests).toHaveLength(before + 1);
      expectProviderRoundTrip(`${providers.google.url}/o/oauth2/v2/auth`, 'google');
      if (time === 0) await signOut();
    }
  });

  it('completes an unknown account at stage 3 with a role and signs it in', async () => {
    providers.google.signInAs({
      id: unique('g'),
      email: uniqueEmail('new'),
      emailVerified: true,
      firstName: 'Борис',
    });
    await signInWithGoogle();
    await page.getByRole('heading', { name: 'Завершение регистрации' }).waitFor();
    // the provider's email is shown, read-only: it is not asked again
    expect(await page.getByLabel('Электронная почта').getAttribute('readonly')).not.toBeNull();
    await page.getByLabel('Роль', { exact: true }).selectOption({ label: 'Ученик' });
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await page.waitForURL('**/works');
    await page.getByRole('group', { name: 'Меню аккаунта' }).getByText('Борис').waitFor();
  });

  it('shows the provider’s refusal as an error on the login page', async () => {
    providers.google.denyNextSignIn();
    await signInWithGoogle();
    await page.getByText('Вход через Google отменён.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});

describe('social accounts in /settings', () => {
  it('connects and disconnects Yandex', async () => {
    await register(uniqueEmail('settings'), 'Оля');
    await page.goto(`${product().url}/settings`);
    const row = page.getByRole('listitem').filter({ hasText: 'Яндекс' });
    await row.getByText('Не подключено').waitFor();

    providers.yandex.signInAs({ id: unique('y'), firstName: 'Ольга', lastName: 'Смирнова' });
    await throughPopup(() => page.getByRole('button', { name: 'Подключить Яндекс' }).click());
    expectProviderRoundTrip(`${providers.yandex.url}/authorize`, 'yandex');
    await row.getByText('Ольга Смирнова').waitFor();

    await page.reload();
    await row.getByText('Ольга Смирнова').waitFor();

    await page.getByRole('button', { name: 'Отключить Яндекс' }).click();
    await row.getByText('Не подключено').waitFor();
    await page.reload();
    await row.getByText('Не подключено').waitFor();
  });

  it('connects VK, showing the name VK gave', async () => {
    await register(uniqueEmail('vk'), 'Петя');
    await page.goto(`${product().url}/settings`);
    providers.vkontakte.signInAs({ id: String(Date.now() % 1e9), username: 'petya_vk' });
    await throughPopup(() => page.getByRole('button', { name: 'Подключить ВКонтакте' }).click());
    await page
      .getByRole('listitem')
      .filter({ hasText: 'ВКонтакте' })
      .getByText('@petya_vk')
      .waitFor();
  });
});
