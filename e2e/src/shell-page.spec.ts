import type { CDPSession, Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { PLAYWRIGHT_VIEWPORT, usePeople } from './support/people';

const { product, person } = usePeople({
  context: { viewport: PLAYWRIGHT_VIEWPORT },
  closeAfterEach: true,
});
let page: Page;

beforeEach(async () => {
  page = await person();
});

/** Every request of the page with what started it: the HTML parser (a preload), a script… */
async function recordInitiators(cdp: CDPSession): Promise<{ path: string; initiator: string }[]> {
  const seen: { path: string; initiator: string }[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    const url = new URL(event.request.url);
    if (url.protocol.startsWith('http'))
      seen.push({ path: url.pathname, initiator: event.initiator.type });
  });
  await cdp.send('Network.enable');
  return seen;
}

describe("the shell's page", () => {
  it('starts /login from the injected registry, the auth remote preloaded by the page', async () => {
    const requests = await recordInitiators(await page.context().newCDPSession(page));
    await page.goto(`${product().url}/login`);
    await page.getByRole('heading', { name: 'Вход или регистрация' }).waitFor();
    await page.getByLabel('Электронная почта').fill('anna@example.com');
    await page.getByRole('button', { name: 'Продолжить' }).waitFor();

    const paths = requests.map(({ path }) => path);
    expect(paths).not.toContain('/remotes.json');
    // each requested once, by the HTML parser (the page's <link rel="preload">), not by a script
    const entry = paths.find((path) =>
      /^\/remotes\/auth\/builds\/[0-9a-f]{12}\/remoteEntry\.js$/.test(path),
    );
    expect(requests.filter((request) => request.path === entry)).toEqual([
      { path: entry, initiator: 'parser' },
    ]);
    // the API read the manifest and put its remoteEntry.js into the page's registry
    expect(paths).not.toContain('/remotes/auth/mf-manifest.json');
    expect(paths.some((path) => path.startsWith('/remotes/tasks/'))).toBe(false);
  });

  it('gives /login no serious axe violations', async () => {
    // axe is an inline script: only this check runs without the page's CSP
    const checked = await person({ bypassCSP: true });
    await checked.goto(`${product().url}/login`);
    await checked.getByRole('button', { name: 'Продолжить' }).waitFor();
    expect(await seriousViolations(checked)).toEqual([]);
  });
});
