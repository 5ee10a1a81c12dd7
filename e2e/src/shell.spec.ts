import type { Page } from 'playwright-core';
import { registerTeacher, uniqueEmail } from './support/account-steps';
import { PLAYWRIGHT_VIEWPORT, usePeople } from './support/people';
import { defaultRegistry, registryWith } from './support/product';
import { countReactRenderers } from './support/react-renderers';

const { product, person } = usePeople({
  context: { viewport: PLAYWRIGHT_VIEWPORT },
  closeAfterEach: true,
});
let page: Page;

beforeEach(async () => {
  product().setRegistry(defaultRegistry());
  page = await person();
});

const AUTH_ENTRY = /^\/remotes\/auth\/builds\/[0-9a-f]{12}\/remoteEntry\.js$/;

describe('the shell', () => {
  it('sends / to /login, rendered by the auth remote loaded from the entry its manifest names', async () => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${product().url}/`);
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Вход или регистрация' }).waitFor();
    await page.getByLabel('Электронная почта').waitFor();
    await page.getByRole('button', { name: 'Продолжить' }).waitFor();
    // the page carries the registry (shell-page.spec.ts): no /remotes.json round trip
    expect(requested).not.toContain('/remotes.json');
    // the API read the manifest: the page's registry names the build's remoteEntry.js, from
    // its own folder (never rebuilt in place)
    expect(requested).not.toContain('/remotes/auth/mf-manifest.json');
    expect(requested).toContainEqual(expect.stringMatching(AUTH_ENTRY));
    expect(requested.some((path) => path.startsWith('/remotes/tasks/'))).toBe(false);
  });

  it('loads React once for the shell and the remote', async () => {
    const renderers = await countReactRenderers(page);
    const reactDefinitions = new Set<string>();
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      const body = await response.text().catch(() => '');
      // Only the react package itself assigns these internals; react-dom only reads them.
      if (/__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=[^=]/.test(body)) {
        reactDefinitions.add(response.url());
      }
    });
    // The auth remote, then the tasks remote (a teacher's home), in one page.
    await registerTeacher(page, product().url, uniqueEmail('react-once'));
    // A third remote in the same page, entered the way the router's links do it.
    await page.evaluate(() => {
      history.pushState({}, '', '/marketplace');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { name: 'Маркетплейс' }).waitFor();
    expect(await renderers()).toBe(1);
    expect([...reactDefinitions]).toHaveLength(1);
  });

  it('contains a remote whose manifest is broken and keeps the others working', async () => {
    await registerTeacher(page, product().url, uniqueEmail('broken-auth'));
    product().setRegistry(
      registryWith({ name: 'auth', entry: '/remotes/missing/mf-manifest.json' }),
    );
    await page.goto(`${product().url}/login`);
    await page.getByText('Не удалось загрузить этот раздел.').waitFor();
    const retry = page.getByRole('button', { name: 'Повторить' });
    await retry.waitFor();
    await page.getByLabel('Язык').waitFor();

    await page.goto(`${product().url}/marketplace`);
    await page.getByRole('heading', { name: 'Маркетплейс' }).waitFor();

    // The operator mends the registry; the retry button picks it up without a reload.
    await page.goto(`${product().url}/login`);
    await retry.waitFor();
    product().setRegistry(defaultRegistry());
    await retry.click();
    // the auth remote is back: it sends the signed-in teacher home
    await page.waitForURL('**/tasks');
  });

  it('switches the texts of the shell and the remote to English', async () => {
    await page.goto(`${product().url}/login`);
    await page.getByRole('heading', { name: 'Вход или регистрация' }).waitFor();
    await page.getByLabel('Язык').selectOption('en');
    await page.getByRole('heading', { name: 'Sign in or create an account' }).waitFor();
    await page.getByLabel('Email').waitFor();
    await page.getByRole('button', { name: 'Continue' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    await page.reload();
    await page.getByRole('heading', { name: 'Sign in or create an account' }).waitFor();
  });

  it('speaks the browser’s language on a first visit and keeps a choice made later', async () => {
    const visitor = await person({ locale: 'en-US' });
    await visitor.goto(`${product().url}/login`);
    await visitor.getByRole('heading', { name: 'Sign in or create an account' }).waitFor();
    expect(await visitor.evaluate(() => document.documentElement.lang)).toBe('en');

    await visitor.getByLabel('Language').selectOption('ru');
    await visitor.getByRole('heading', { name: 'Вход или регистрация' }).waitFor();
    await visitor.reload();
    await visitor.getByRole('heading', { name: 'Вход или регистрация' }).waitFor();
  });
});
