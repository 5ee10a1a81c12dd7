import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { registerTeacher, uniqueEmail } from './support/account-steps';
import { checkAtBothSizes } from './support/page-checks';
import { PLAYWRIGHT_VIEWPORT, usePeople } from './support/people';
import { defaultRegistry, registryWith } from './support/product';

const TIMEOUT_MS = 2000;
const SHOTS = '/tmp/remotes';

const { product, person } = usePeople({
  env: { REMOTE_LOAD_TIMEOUT_MS: String(TIMEOUT_MS) },
  context: { viewport: PLAYWRIGHT_VIEWPORT, bypassCSP: true },
  closeAfterEach: true,
});

/** A remote's origin that takes every request and never answers. */
let silent: Server;
let silentOrigin: string;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  silent = createServer(() => undefined);
  await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
  silentOrigin = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
});

afterAll(async () => {
  silent.closeAllConnections();
  await new Promise((done) => silent.close(done));
});

afterEach(() => product().setRegistry(defaultRegistry()));

describe('a remote that never answers', () => {
  it('gives way to its fallback after REMOTE_LOAD_TIMEOUT_MS, reports it, and leaves the rest working', async () => {
    const page = await person();
    await registerTeacher(page, product().url, uniqueEmail('slow-remote'));
    product().setRegistry(
      registryWith({ name: 'marketplace', entry: `${silentOrigin}/marketplace/mf-manifest.json` }),
    );
    const reported = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/client-errors') &&
        (request.postDataJSON() as { message?: string }).message ===
          `"marketplace/routes" did not load within ${TIMEOUT_MS} ms`,
    );
    const started = Date.now();
    await page.goto(`${product().url}/marketplace`);
    await page.getByRole('status').getByText('Загрузка…').waitFor();
    await page.getByText('Не удалось загрузить этот раздел.').waitFor({ timeout: 20_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS);
    await reported;
    await checkAtBothSizes(page, SHOTS, 'remote-timed-out');

    // the other areas still load
    await page.getByRole('link', { name: 'Задания' }).click();
    await page.waitForURL('**/tasks');
    await page.getByRole('heading', { level: 1, name: 'Задания' }).waitFor();
  });
});
