import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { register, registerTeacher, uniqueEmail } from './support/account-steps';
import { seriousViolations } from './support/axe';
import { usePeople } from './support/people';
import { registryWith } from './support/product';

/**
 * A new entry that needs no platform release: the journal remote's build registered once
 * more under another name, at /reports, with a nav item for teachers only.
 */
const REPORTS = {
  name: 'reports',
  entry: '/remotes/journal/mf-manifest.json',
  type: 'manifest',
  areas: [
    {
      path: '/reports',
      nav: { ru: 'Отчёты', en: 'Reports', icon: 'chart-bar' },
      roles: ['teacher'],
    },
  ],
};

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Основное меню' });

/** The journal's remoteEntry.js, from its build's own folder. */
const JOURNAL_ENTRY = /\/remotes\/journal\/builds\/[0-9a-f]{12}\/remoteEntry\.js$/;

describe('areas from the registry', () => {
  // axe-core is injected as an inline script, which the product's CSP rightly refuses.
  const { product, person } = usePeople({ context: { bypassCSP: true } });

  beforeEach(() => product().setRegistry(registryWith(REPORTS)));

  it('gives teachers the nav item of a new entry at /reports and mounts its remote there', async () => {
    const page = await person();
    const failures: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/client-errors')) failures.push(request.postData() ?? '');
    });
    await registerTeacher(page, product().url, uniqueEmail('reports-teacher'));
    const link = navigation(page).getByRole('link', { name: 'Отчёты' });
    await link.waitFor();

    const entryLoaded = page.waitForResponse(
      (response) => JOURNAL_ENTRY.test(response.url()) && response.ok(),
    );
    await link.click();
    await page.waitForURL('**/reports');
    await entryLoaded;
    // the entry's routes own no page at /reports itself: the shell's not-found inside it
    await page
      .getByRole('heading', { level: 1, name: 'Страница не найдена или больше недоступна.' })
      .waitFor();
    expect(await link.getAttribute('aria-current')).toBe('page');
    expect(await page.getByText('Не удалось загрузить этот раздел.').count()).toBe(0);
    expect(failures).toEqual([]);

    const answer = await page.goto(`${product().url}/reports`);
    expect(answer?.status()).toBe(200);
    await page.getByLabel('Язык').selectOption('en');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Reports' })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('gives students no nav item, and the area tells them it is not for them', async () => {
    const page = await person();
    await register(page, product().url, uniqueEmail('reports-student'));
    await navigation(page).getByRole('link', { name: 'Работы' }).waitFor();
    expect(await navigation(page).getByRole('link', { name: 'Отчёты' }).count()).toBe(0);

    await page.goto(`${product().url}/reports`);
    await page.getByText('Этот раздел вам недоступен.').waitFor();
    await page.waitForFunction(() => document.title.startsWith('Нет доступа'));
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('sends a guest on /reports to sign in', async () => {
    const page = await person();
    await page.goto(`${product().url}/reports`);
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Вход или регистрация' }).waitFor();
  });
});

describe('an unusable registry file at start-up', () => {
  const brokenFile = join(
    process.env.TMPDIR ?? '/tmp',
    `broken-registry-${process.pid}-${Date.now()}.json`,
  );
  writeFileSync(brokenFile, '{"remotes": [');
  const { product, person } = usePeople({ env: { REMOTES_CONFIG: brokenFile } });
  afterAll(() => rmSync(brokenFile, { force: true }));

  it('keeps /login working and the built-in areas loading', async () => {
    const registry = await fetch(`${product().url}/remotes.json`);
    expect(registry.status).toBe(200);
    const served = (await registry.json()) as { remotes: { name: string }[] };
    // the last good version in the database (on a shared PostgreSQL, an earlier file's),
    // else the built-in one: either way the built-in areas are served
    expect(served.remotes.map((remote) => remote.name)).toEqual(
      expect.arrayContaining(['auth', 'tasks', 'marketplace', 'journal']),
    );

    const page = await person();
    await registerTeacher(page, product().url, uniqueEmail('broken-registry'));
    await page.locator('main h1').first().waitFor();
    await navigation(page).getByRole('link', { name: 'Журнал' }).click();
    await page.waitForURL('**/journal');
    await page.locator('main h1').first().waitFor();
    expect(await page.getByText('Не удалось загрузить этот раздел.').count()).toBe(0);
  });
});
