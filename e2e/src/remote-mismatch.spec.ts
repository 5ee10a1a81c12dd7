import { mkdirSync } from 'node:fs';
import type { Page, Request } from 'playwright-core';
import { registerTeacher, uniqueEmail, verifyEmail } from './support/account-steps';
import { callApi } from './support/api-calls';
import { buildExternalRemote, type ExternalRemote } from './support/vite-remote';
import { checkAtBothSizes } from './support/page-checks';
import { PLAYWRIGHT_VIEWPORT, usePeople } from './support/people';
import { defaultRegistry, registryWith } from './support/product';

const SHOTS = '/tmp/shots-remote-mismatch';
const OPERATOR = uniqueEmail('mismatch-operator');
/** Publishes through /operator/remotes (the other operator checks the failure rows). */
const PUBLISHER = uniqueEmail('mismatch-publisher');
const REGISTRY = '/api/remotes/registry';
const OVERRIDE_NOTE = 'Раздел проверен вручную на React 18, выкатываем для замера';

/** A Vite-built remote that asks for React 18 (the shell shares React 19). */
let remote: ExternalRemote;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  remote = await buildExternalRemote({ react: '^18.2.0', 'react-dom': '^18.2.0' });
}, 120_000);

afterAll(async () => {
  await remote?.stop();
});

// axe is injected as an inline script, which the page's CSP forbids
const { product, person } = usePeople({
  env: { OPERATOR_EMAILS: `${OPERATOR},${PUBLISHER}` },
  context: { viewport: PLAYWRIGHT_VIEWPORT, bypassCSP: true },
  closeAfterEach: true,
});

afterEach(() => product().setRegistry(defaultRegistry()));

interface Report {
  remote: string;
  kind?: string;
  message: string;
  version?: string;
}

const isMismatchReport = (request: Request): boolean =>
  request.url().endsWith('/api/client-errors') &&
  (request.postDataJSON() as Report).kind === 'shared';

async function openArea(page: Page): Promise<Report> {
  const reported = page.waitForRequest(isMismatchReport);
  await page.goto(`${product().url}/marketplace`);
  return (await reported).postDataJSON() as Report;
}

/** Resolves once /remotes.json serves the built-in marketplace (a registry change is async). */
async function builtInMarketplaceServed(page: Page): Promise<void> {
  let entry: string | undefined;
  for (let attempt = 0; attempt < 80; attempt += 1) {
    const served = await page.request.get(`${product().url}/remotes.json`);
    const { remotes } = (await served.json()) as { remotes: { name: string; entry: string }[] };
    entry = remotes.find((remote) => remote.name === 'marketplace')?.entry;
    // the API serves the built-in manifest's entry as the remoteEntry.js it names
    if (entry !== undefined && /^\/remotes\/marketplace\/builds\/\w+\/remoteEntry\.js$/.test(entry))
      return;
    await new Promise((next) => setTimeout(next, 250));
  }
  throw new Error(`the marketplace is served from ${entry}, not the built-in one`);
}

describe('a remote built for React 18', () => {
  it('is reported as a shared mismatch and shown to the operators per entry version', async () => {
    const page = await person();
    await registerTeacher(page, product().url, OPERATOR);
    await verifyEmail(page, product().mailDir, OPERATOR);
    product().setRegistry(
      registryWith({ name: 'marketplace', entry: `${remote.origin}/mf-manifest.json` }),
    );

    const report = await openArea(page);
    expect(report.remote).toBe('marketplace');
    expect(report.message).toContain('react 19');
    expect(report.message).toContain('^18.2.0');
    expect(report.version).toBe(remote.buildVersion);

    await page.goto(`${product().url}/operator/remotes`);
    const row = page.getByRole('row', { name: /^marketplace/ });
    const failures = row.getByRole('cell', { name: `Сборка ${remote.buildVersion}`, exact: false });
    await failures.getByText('Несовместимые версии: 1').waitFor();
    const messages = failures.getByRole('button', { name: 'Последние сообщения (1)' });
    await messages.click();
    await failures.getByText(/react 19\.\d+\.\d+ is shared, it asks for \^18\.2\.0/).waitFor();
    await failures.getByText(/Chrome \d+/).waitFor();
    await failures.getByRole('button', { name: 'Скрыть сообщения' }).waitFor();
    await checkAtBothSizes(page, SHOTS, 'operator-remotes-mismatch');
  });

  it('is reported from its remoteEntry.js too (an ES module, no manifest read by the shell)', async () => {
    const page = await person();
    await registerTeacher(page, product().url, uniqueEmail('mismatch-module'));
    product().setRegistry(
      registryWith({
        name: 'marketplace',
        entry: `${remote.origin}/remoteEntry.js`,
        type: 'module',
      }),
    );
    const report = await openArea(page);
    expect(report.remote).toBe('marketplace');
    expect(report.message).toContain('^18.2.0');
  });

  it('is refused by the operators’ check and, published with a note, reported', async () => {
    const page = await person();
    await registerTeacher(page, product().url, PUBLISHER);
    await verifyEmail(page, product().mailDir, PUBLISHER);
    await page.goto(`${product().url}/operator/remotes`);
    await page.getByRole('heading', { name: 'Реестр разделов' }).waitFor();
    // the built-in marketplace is live again (the file written after the last test is read)
    await builtInMarketplaceServed(page);
    const before = await callApi<{ live: { id: number } }>(page, product().url, 'GET', REGISTRY);

    const proposal = registryWith({
      name: 'marketplace',
      entry: `${remote.origin}/mf-manifest.json`,
    });
    await page.getByLabel('Записи реестра (JSON)').fill(JSON.stringify(proposal, null, 2));
    await page.getByRole('button', { name: 'Проверить' }).click();
    await page.getByText(/^Не все проверки пройдены/).waitFor();
    const results = page.getByRole('list', { name: 'Результаты проверки' });
    await results.getByText(/^react: раздел просит \^18\.2\.0, в оболочке 19\.\d+\.\d+$/).waitFor();
    await results.getByText(/^react-dom: раздел просит \^18\.2\.0, в оболочке 19\./).waitFor();

    // without a note the refused version is not published
    const publish = page.getByRole('button', { name: 'Опубликовать' });
    await publish.click();
    await page.getByText(/^Опишите, почему это безопасно/).waitFor();
    await page.getByLabel('Почему публикуете, несмотря на ошибки проверки').fill(OVERRIDE_NOTE);
    await publish.click();
    await page.getByText('Версия опубликована.').waitFor();
    const history = page.getByRole('table', { name: 'История версий реестра' });
    const published = history.getByRole('row').filter({ hasText: OVERRIDE_NOTE });
    await published.getByText('Опубликована для всех').waitFor();
    await published.getByText(/^Ошибки: .*marketplace/).waitFor();
    await checkAtBothSizes(page, SHOTS, 'operator-registry-override');

    const report = await openArea(page);
    expect(report.remote).toBe('marketplace');
    expect(report.message).toContain('^18.2.0');
    expect(report.version).toBe(remote.buildVersion);

    // The version live before, restored: on PostgreSQL the next files' products read this
    // database's registry, and this remote stops with the file.
    await callApi(
      page,
      product().url,
      'POST',
      `${REGISTRY}/versions/${before.live.id}/restore`,
      {},
    );
    await builtInMarketplaceServed(page);
  });
});
