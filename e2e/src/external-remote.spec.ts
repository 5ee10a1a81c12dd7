import type { Page } from 'playwright-core';
import { registerTeacher, uniqueEmail } from './support/account-steps';
import { buildExternalRemote, type ExternalRemote } from './support/external-remote';
import { PLAYWRIGHT_VIEWPORT, usePeople } from './support/people';
import { defaultRegistry, registryWith } from './support/product';
import { countReactRenderers } from './support/react-renderers';

let remote: ExternalRemote;

beforeAll(async () => {
  remote = await buildExternalRemote();
  // a build step, not a page: kept small on purpose (one exposed module, no minifying)
  expect(remote.buildMs).toBeLessThan(45_000);
}, 120_000);

const { product, person } = usePeople({
  context: { viewport: PLAYWRIGHT_VIEWPORT },
  closeAfterEach: true,
});
let page: Page;

afterAll(async () => {
  await remote?.stop();
});

beforeEach(async () => {
  product().setRegistry(defaultRegistry());
  page = await person();
});

describe('a remote built outside the workspace with Vite', () => {
  it('replaces marketplace as an ES-module entry and renders with the shell React and router', async () => {
    const renderers = await countReactRenderers(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await registerTeacher(page, product().url, uniqueEmail('external'));
    product().setRegistry(
      registryWith({
        name: 'marketplace',
        entry: `${remote.origin}/remoteEntry.js`,
        type: 'module',
      }),
    );
    await page.goto(`${product().url}/marketplace/geometry`);
    await page.getByRole('heading', { name: 'External lessons' }).waitFor();
    // useMatch of the real react-router-dom, fed by the shell's router
    await page.getByText('Lesson: geometry').waitFor();
    await page.getByRole('link', { name: 'Algebra' }).click();
    await page.getByText('Lesson: algebra').waitFor();
    await page.getByRole('button', { name: 'Clicked 0' }).click();
    await page.getByRole('button', { name: 'Clicked 1' }).waitFor();
    // the shell's navigation is still there, with the same React
    await page.getByRole('navigation', { name: 'Основное меню' }).waitFor();
    expect(await renderers()).toBe(1);
    expect(errors.filter((text) => text.includes('Remote "'))).toEqual([]);
  });

  it('loads it from its manifest too (the manifest says it is an ES module)', async () => {
    await registerTeacher(page, product().url, uniqueEmail('external-manifest'));
    product().setRegistry(
      registryWith({ name: 'marketplace', entry: `${remote.origin}/mf-manifest.json` }),
    );
    await page.goto(`${product().url}/marketplace`);
    await page.getByText('Lesson: none').waitFor();
  });
});

describe('a registry with a broken entry', () => {
  it('skips it, reports it by name and keeps every other area working', async () => {
    const reported: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/client-errors')) {
        reported.push((request.postDataJSON() as { remote: string }).remote);
      }
    });
    product().setRegistry(
      registryWith(
        { name: 'shop', entry: '/remotes/shop/mf-manifest.json' },
        { name: 'journal', entry: 'https://cdn.invalid/journal/remoteEntry.js', type: 'commonjs' },
      ),
    );
    // the auth area still loads: one bad entry no longer takes /remotes.json down
    await registerTeacher(page, product().url, uniqueEmail('broken-entry'));
    await page.goto(`${product().url}/marketplace`);
    await page.getByRole('heading', { name: 'Маркетплейс' }).waitFor();
    const journalReport = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/client-errors') &&
        (request.postDataJSON() as { remote: string }).remote === 'journal',
    );
    // a skipped entry owns no area any more: its paths are not found
    await page.goto(`${product().url}/journal`);
    await page.getByText('Страница не найдена или больше недоступна.').waitFor();
    await journalReport;
    expect(reported.filter((remote) => remote.startsWith('http'))).toEqual([]);
  });
});
