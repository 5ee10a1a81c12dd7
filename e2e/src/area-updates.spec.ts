import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { BUILT_IN_REMOTES } from '@tutor/contracts';
import { registerTeacher, uniqueEmail, verifyEmail } from './support/account-steps';
import { callApi } from './support/api-calls';
import { checkAtBothSizes } from './support/page-checks';
import { usePeople } from './support/people';
import { registryWith } from './support/product';
import { redeployRemote } from './support/remote-builds';

/**
 * Open tabs learn of a new version of the area they show: a deploy of the built-in journal
 * remote, an operator's publish and its rollback each reach a teacher's next navigation as
 * a banner offering a reload. Screenshots in /tmp/shots-area-updates.
 */
const SHOTS = '/tmp/shots-area-updates';
const OPERATOR = uniqueEmail('updates.operator');

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

// axe is injected as an inline script, which the page's CSP forbids
const { product, person } = usePeople({
  env: { OPERATOR_EMAILS: OPERATOR },
  context: { bypassCSP: true },
  closeAfterEach: true,
});

const banner = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const navLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name });

/** The journal remote's entry as `build` serves it, once the page has loaded it. */
const journalEntry = (page: Page, build = '') =>
  page.waitForResponse(
    (response) =>
      response.url().includes(`/remotes/journal/builds/${build}`) &&
      response.url().endsWith('/remoteEntry.js') &&
      response.ok(),
  );

async function teacherOnJournal(page: Page, name: string): Promise<void> {
  await registerTeacher(page, product().url, uniqueEmail(name));
  const loaded = journalEntry(page);
  await page.goto(`${product().url}/journal`);
  await loaded;
  await navLink(page, 'Выплаты').waitFor();
}

const JOURNAL = BUILT_IN_REMOTES.find((remote) => remote.name === 'journal');
const REPORTS = {
  name: 'reports',
  entry: '/remotes/journal/mf-manifest.json',
  type: 'manifest',
  areas: [{ path: '/reports', nav: { ru: 'Отчёты', en: 'Reports' }, roles: ['teacher'] }],
};

async function publish(operator: Page, remotes: unknown[]): Promise<void> {
  await callApi(operator, product().url, 'POST', '/api/remotes/registry/versions', {
    remotes,
    rollout: { to: 'all' },
  });
}

describe('a new version of the area on screen', () => {
  it('after a deploy: the old page keeps working, and Reload gets the new build', async () => {
    const teacher = await person();
    await teacherOnJournal(teacher, 'updates.deploy');
    const deploy = redeployRemote('mfe-journal');
    try {
      const oldChunk = teacher.waitForResponse(
        (response) =>
          response.url().includes(`/remotes/journal/builds/${deploy.from}/`) &&
          response.url().endsWith('.js') &&
          response.ok(),
      );
      await navLink(teacher, 'Выплаты').click();
      await teacher.waitForURL('**/payouts');
      // the payouts page is a lazy chunk of the build this page loaded
      await oldChunk;
      await teacher.getByRole('heading', { name: 'Выплаты', level: 1 }).waitFor();
      await banner(teacher, 'Вышла новая версия раздела «Выплаты».').waitFor();
      expect(await teacher.getByText('Не удалось загрузить этот раздел.').count()).toBe(0);
      await checkAtBothSizes(teacher, SHOTS, 'area-update');

      await teacher.getByLabel('Язык').selectOption('en');
      await banner(teacher, 'A new version of Payouts is available.').waitFor();
      await teacher.getByRole('button', { name: 'Reload' }).waitFor();
      await teacher.getByLabel('Language').selectOption('ru');

      const newEntry = journalEntry(teacher, deploy.to);
      await teacher.getByRole('button', { name: 'Обновить страницу' }).click();
      await newEntry;
      await teacher.getByRole('heading', { name: 'Выплаты', level: 1 }).waitFor();
      expect(await teacher.getByRole('status').filter({ hasText: 'новая версия' }).count()).toBe(0);
    } finally {
      deploy.undo();
    }
  });

  it('after a dismissal: the same version is not announced again', async () => {
    const teacher = await person();
    await teacherOnJournal(teacher, 'updates.dismiss');
    const deploy = redeployRemote('mfe-journal');
    try {
      await navLink(teacher, 'Выплаты').click();
      await banner(teacher, 'Вышла новая версия раздела «Выплаты».').waitFor();
      await teacher.getByRole('button', { name: 'Не сейчас' }).click();
      expect(await teacher.getByRole('status').filter({ hasText: 'новая версия' }).count()).toBe(0);

      // the tab shown again checks at once: its read of the registry is the check
      const checked = teacher.waitForResponse((r) => r.url().endsWith('/remotes.json'));
      await teacher.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await checked;
      await teacher.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
      expect(await teacher.getByRole('status').filter({ hasText: 'новая версия' }).count()).toBe(0);
    } finally {
      deploy.undo();
    }
  });

  it('after a publish and its rollback: each open tab is prompted', async () => {
    const operator = await person();
    await registerTeacher(operator, product().url, OPERATOR);
    await verifyEmail(operator, product().mailDir, OPERATOR);
    const teacher = await person();
    await teacherOnJournal(teacher, 'updates.publish');

    const renamed = JOURNAL?.areas.map((area) =>
      area.path === '/journal' ? { ...area, nav: { ru: 'Журнал оценок', en: 'Gradebook' } } : area,
    );
    await publish(operator, registryWith({ name: 'journal', areas: renamed }, REPORTS));
    await navLink(teacher, 'Выплаты').click();
    await banner(teacher, 'Вышла новая версия раздела «Выплаты».').waitFor();
    await teacher.getByRole('button', { name: 'Обновить страницу' }).click();
    await navLink(teacher, 'Журнал оценок').waitFor();

    // a second tab opens the area the published version added
    const reports = await teacher.context().newPage();
    await reports.goto(`${product().url}/reports`);
    await navLink(reports, 'Отчёты').waitFor();

    await callApi(operator, product().url, 'POST', '/api/remotes/registry/rollback', {});
    await navLink(teacher, 'Журнал оценок').click();
    await banner(teacher, 'Вышла новая версия раздела «Журнал оценок».').waitFor();

    await reports.evaluate(() => {
      window.history.pushState({}, '', '/reports/week');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await banner(reports, 'Раздел «Отчёты» больше недоступен.').waitFor();
    await checkAtBothSizes(reports, SHOTS, 'area-removed');
    await reports.getByRole('button', { name: 'Обновить страницу' }).click();
    // the rolled-back registry has no /reports: the shell's own not-found
    await reports.waitForFunction(() => document.title.startsWith('Страница не найдена'));
    expect(await navLink(reports, 'Отчёты').count()).toBe(0);
    await navLink(reports, 'Журнал').waitFor();
  });
});
