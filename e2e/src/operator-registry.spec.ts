import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { BUILT_IN_REMOTES, type RegistryEntry, type ServedRegistry } from '@tutor/contracts';
import { registerTeacher, uniqueEmail, verifyEmail } from './support/account-steps';
import { callApi } from './support/api-calls';
import { checkAtBothSizes } from './support/page-checks';
import { usePeople } from './support/people';

const SHOTS = '/tmp/shots-operator-registry';
const OPERATOR = uniqueEmail('registry-operator');
const MAX_TEACHERS = 16;

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

// axe is injected as an inline script, which the page's CSP forbids
const { product, person } = usePeople({
  env: { OPERATOR_EMAILS: OPERATOR },
  context: { bypassCSP: true },
});

/** The journal's build again, at /reports, in the teachers' navigation. */
const reports = (label: string): RegistryEntry => ({
  name: 'reports',
  entry: '/remotes/journal/mf-manifest.json',
  type: 'manifest',
  areas: [{ path: '/reports', nav: { ru: label, en: 'Reports' }, roles: ['teacher'] }],
});

/** The API's canary bucket of a user (its definition, as an oracle). */
const bucketOf = (userId: number): number =>
  createHash('sha256').update(`remote-registry:${userId}`).digest().readUInt32BE(0) % 100;

interface Teacher {
  page: Page;
  id: number;
}

async function served(page: Page): Promise<ServedRegistry> {
  const answer = await page.request.get(`${product().url}/remotes.json`);
  return (await answer.json()) as ServedRegistry;
}

const hasReports = async (page: Page): Promise<boolean> =>
  (await served(page)).remotes.some((entry) => entry.name === 'reports');

/** Teachers, until both sides of a 50 % canary have one (their buckets say which side). */
async function teachersOnBothSides(): Promise<{ inShare: Teacher[]; outside: Teacher[] }> {
  const inShare: Teacher[] = [];
  const outside: Teacher[] = [];
  for (let n = 0; n < MAX_TEACHERS && (inShare.length === 0 || outside.length === 0); n += 1) {
    const page = await person();
    await registerTeacher(page, product().url, uniqueEmail(`canary-${n}`));
    const me = await page.request.get(`${product().url}/api/user`);
    const { id } = (await me.json()) as { id: number };
    (bucketOf(id) < 50 ? inShare : outside).push({ page, id });
  }
  return { inShare, outside };
}

async function propose(page: Page, remotes: RegistryEntry[]): Promise<void> {
  await page.getByLabel('Записи реестра (JSON)').fill(JSON.stringify(remotes, null, 2));
  await page.getByRole('button', { name: 'Проверить' }).click();
}

describe('the operators’ registry', () => {
  it('checks a proposal, gives a canary to a stable half, promotes, rolls back and restores', async () => {
    const operator = await person();
    await registerTeacher(operator, product().url, OPERATOR);
    await verifyEmail(operator, product().mailDir, OPERATOR);
    await operator.goto(`${product().url}/operator/remotes`);
    await operator.getByRole('heading', { name: 'Реестр разделов' }).waitFor();
    // On PostgreSQL earlier files share this database's history: the version live now, not the
    // oldest row, is the one to come back to.
    const before = await callApi<{ live: { id: number } }>(
      operator,
      product().url,
      'GET',
      '/api/remotes/registry',
    );

    // an overlapping path is named next to the proposal, before the API is asked
    await propose(operator, [
      ...BUILT_IN_REMOTES,
      { ...reports('Отчёты'), areas: [{ path: '/tasks/reports' }] },
    ]);
    await operator.getByText(/путь пересекается с другим путём/).waitFor();

    await propose(operator, [...BUILT_IN_REMOTES, reports('Отчёты')]);
    await operator.getByText('Все проверки пройдены, можно публиковать.').waitFor();
    await operator.getByLabel('Доле пользователей (канареечный выпуск)').check();
    await operator.getByLabel('Доля пользователей, %').fill('50');
    await operator.getByRole('button', { name: 'Опубликовать' }).click();
    await operator.getByText('Для 50% пользователей').waitFor();
    await checkAtBothSizes(operator, SHOTS, 'registry-canary');

    // each teacher is served by its bucket, the same on every read
    const { inShare, outside } = await teachersOnBothSides();
    for (const teacher of [...inShare, ...outside]) {
      const expected = bucketOf(teacher.id) < 50;
      expect(await hasReports(teacher.page)).toBe(expected);
      expect(await hasReports(teacher.page)).toBe(expected);
    }
    const [lucky] = inShare;
    const [other] = outside;
    if (lucky === undefined || other === undefined) throw new Error('no teacher on one side');
    await lucky.page.reload();
    const nav = lucky.page.getByRole('navigation', { name: 'Основное меню' });
    await nav.getByRole('link', { name: 'Отчёты' }).waitFor();
    await other.page.reload();
    await other.page.getByRole('navigation', { name: 'Основное меню' }).waitFor();
    expect(await other.page.getByRole('link', { name: 'Отчёты' }).count()).toBe(0);

    await operator.getByRole('button', { name: 'Сделать действующей для всех' }).click();
    await operator.getByText(/действует для всех/).waitFor();
    expect(await hasReports(other.page)).toBe(true);

    // a second canary, rolled back: new pages get the live version again
    await propose(operator, [...BUILT_IN_REMOTES, reports('Отчёты 2')]);
    await operator.getByText('Все проверки пройдены, можно публиковать.').waitFor();
    await operator.getByLabel('Доле пользователей (канареечный выпуск)').check();
    await operator.getByLabel('Доля пользователей, %').fill('50');
    await operator.getByRole('button', { name: 'Опубликовать' }).click();
    await operator.getByText('Для 50% пользователей').waitFor();
    const canaryLabel = async () =>
      (await served(lucky.page)).remotes.find((entry) => entry.name === 'reports')?.areas[0]?.nav
        ?.ru;
    expect(await canaryLabel()).toBe('Отчёты 2');
    await operator.getByRole('button', { name: 'Откатить' }).click();
    const dialog = operator.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Откатить' }).click();
    await operator.getByText(/откачена/).waitFor();
    expect(await canaryLabel()).toBe('Отчёты');

    // the version live before the test, restored from the history: no /reports any more
    const history = operator.getByRole('table', { name: 'История версий реестра' });
    await history
      .getByRole('button', { name: `Восстановить версию ${before.live.id}`, exact: true })
      .click();
    // on PostgreSQL earlier files' «Восстановлена» rows are already in the history: the
    // restore's own answer is what says it is done
    const restored = operator.waitForResponse(
      (answer) =>
        answer.request().method() === 'POST' &&
        answer.url().endsWith(`/versions/${before.live.id}/restore`),
    );
    await operator.getByRole('dialog').getByRole('button', { name: 'Восстановить' }).click();
    expect((await restored).ok()).toBe(true);
    await history.getByText('Восстановлена').first().waitFor();
    expect(await hasReports(lucky.page)).toBe(false);
    await checkAtBothSizes(operator, SHOTS, 'registry-history');
  });
});
