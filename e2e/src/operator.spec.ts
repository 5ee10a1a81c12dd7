import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { registerTeacher, uniqueEmail, verifyEmail } from './support/account-steps';
import { checkAtBothSizes } from './support/page-checks';
import { usePeople } from './support/people';
import { defaultRegistry, registryWith } from './support/product';

const SHOTS = '/tmp/shots-operator';
const OPERATOR = uniqueEmail('operator');

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

// axe is injected as an inline script, which the page's CSP forbids
const { product, person } = usePeople({
  env: { OPERATOR_EMAILS: OPERATOR },
  context: { bypassCSP: true },
  closeAfterEach: true,
});
let page: Page;

beforeEach(async () => {
  product().setRegistry(defaultRegistry());
  page = await person();
});

describe('the operators’ remotes page', () => {
  it('is linked for an operator, shows every entry and follows the registry live', async () => {
    await registerTeacher(page, product().url, OPERATOR);
    // registering the address is not enough: the operator opens the mailed link first
    expect(await page.getByRole('link', { name: 'Состояние разделов' }).count()).toBe(0);
    await verifyEmail(page, product().mailDir, OPERATOR);
    await page.getByRole('link', { name: 'Состояние разделов' }).click();
    await page.waitForURL('**/operator/remotes');
    await page.getByRole('heading', { name: 'Состояние разделов', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Состояние разделов' });
    for (const name of ['auth', 'tasks', 'marketplace', 'journal']) {
      await table.getByRole('rowheader', { name: new RegExp(`^${name}`) }).waitFor();
    }
    expect(await table.getByText('Доступен').count()).toBe(4);
    await checkAtBothSizes(page, SHOTS, 'operator-remotes');

    // the operator points an entry at a build that is not there: the open page shows it
    // at its next refresh
    product().setRegistry(
      registryWith({ name: 'journal', entry: '/remotes/journal/builds/0000/mf-manifest.json' }),
    );
    const journal = table.getByRole('row', { name: /^journal/ });
    await journal.getByText('Недоступен').waitFor({ timeout: 25_000 });

    await page.getByLabel('Язык').selectOption('en');
    await page.getByRole('heading', { name: 'Remotes status', level: 1 }).waitFor();
    await page.getByRole('columnheader', { name: 'Failures in the last hour' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/operator-remotes-en-1280.png`, fullPage: true });
    await page.getByLabel('Language').selectOption('ru');
  });

  it('is neither linked nor shown to anyone else', async () => {
    await registerTeacher(page, product().url, uniqueEmail('not-operator'));
    await page.getByRole('link', { name: 'Настройки' }).waitFor();
    expect(await page.getByRole('link', { name: 'Состояние разделов' }).count()).toBe(0);
    await page.goto(`${product().url}/operator/remotes`);
    await page.getByText('Страница не найдена или больше недоступна.').waitFor();
  });
});
