import { BUILT_IN_REMOTES, type RegistryEntry } from '@tutor/contracts';
import type { Page } from 'playwright-core';
import { register, registerTeacher, uniqueEmail } from './support/account-steps';
import { seriousViolations } from './support/axe';
import { buildOutsideRemote, type OutsideRemote } from './support/external-remote';
import { GUIDE_DEV_ORIGIN, startRemoteDevServer } from './support/remote-dev-server';
import type { GuideBundler } from './support/guide-files';
import { PLAYWRIGHT_VIEWPORT, usePeople } from './support/people';
import { countReactRenderers } from './support/react-renderers';
import { singletonsLoadedBy, singletonCodeIn } from './support/shared-singletons';

const { product, person } = usePeople({
  // the guide's dev loop: the platform allows the remote's dev server (not in production)
  env: { REMOTE_DEV_ORIGINS: GUIDE_DEV_ORIGIN },
  context: { viewport: PLAYWRIGHT_VIEWPORT },
  closeAfterEach: true,
});

/** The registry an operator writes for the remote: the built-in areas and /reports. */
function registryWith(remote: { origin: string }): RegistryEntry[] {
  return [
    ...BUILT_IN_REMOTES,
    {
      name: 'reports',
      entry: `${remote.origin}/mf-manifest.json`,
      type: 'manifest',
      areas: [
        {
          path: '/reports',
          nav: { ru: 'Отчёты', en: 'Reports', icon: 'chart-bar' },
          roles: ['teacher'],
        },
      ],
    },
  ];
}

/**
 * axe runs as an inline script, which the page's CSP rightly refuses: it looks at the area
 * in a second window with the CSP off (the first proved the CSP lets the remote load).
 */
async function violationsSignedInAs(signedIn: Page, url: string): Promise<string[]> {
  const viewer = await person({ bypassCSP: true });
  await viewer.context().addCookies(await signedIn.context().cookies());
  await viewer.goto(url);
  await viewer.getByText('Период: week').waitFor();
  return seriousViolations(viewer, 'main');
}

describe.each<GuideBundler>(['vite', 'webpack'])(
  'a remote built outside the workspace with %s, following only docs/federation.md',
  (bundler) => {
    let remote: OutsideRemote;
    let page: Page;

    beforeAll(async () => {
      // the contract comes from the running platform's URL, the bundler from npm
      remote = await buildOutsideRemote(bundler, product().url);
      const minutes = (remote.setupMs / 60_000).toFixed(1);
      console.log(`${bundler}: ${minutes} min from an empty folder to a built remote`);
    }, 600_000);

    afterAll(async () => {
      await remote?.stop();
    });

    beforeEach(async () => {
      page = await person();
    });

    it('passes the CSS check the contract ships', () => {
      expect(remote.cssCheck).toContain('no global selectors');
    });

    it("mounts at /reports for teachers with the shell's session, language, queries, API, design system and router", async () => {
      const started = Date.now();
      const renderers = await countReactRenderers(page);
      const email = uniqueEmail(`outside-${bundler}`);
      await registerTeacher(page, product().url, email);
      product().setRegistry(registryWith(remote));
      await page.goto(`${product().url}/tasks`);
      const nav = page.getByRole('navigation', { name: 'Основное меню' });
      await nav.getByRole('link', { name: 'Отчёты' }).click();
      await page.waitForURL('**/reports');
      // @tutor/ui's PageHeader, texts through the shell's i18n, the signed-in teacher
      await page.getByRole('heading', { name: 'Отчёты', level: 1 }).waitFor();
      await page.getByText('Здравствуйте, Мария Ивановна!').waitFor();
      // GET /api/user through @tutor/api-client with the session cookie, in the shell's cache
      await page.getByText(`Ваш адрес: ${email}`).waitFor();
      await page.getByText('Общий кэш запросов оболочки').waitFor();
      console.log(
        `${bundler}: mounted ${((Date.now() - started) / 1000).toFixed(1)} s after sign-up`,
      );

      // useNavigate, then useMatch reads the shell's router
      await page.getByRole('button', { name: 'Отчёт за неделю' }).click();
      await page.waitForURL('**/reports/week');
      await page.getByText('Период: week').waitFor();
      await page.getByLabel('Язык').selectOption('en');
      await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
      await page.getByText('Hello, Мария Ивановна!').waitFor();
      await page.getByRole('button', { name: 'All reports' }).click();
      await page.waitForURL('**/reports');
      await page.getByText('Period: all lessons').waitFor();

      expect(await renderers()).toBe(1);
      expect(await singletonsLoadedBy(page, 'reports')).toEqual([]);
      expect(await singletonCodeIn(page, remote.origin)).toEqual([]);
      expect(await violationsSignedInAs(page, `${product().url}/reports/week`)).toEqual([]);
    });

    if (bundler === 'vite') {
      it('runs from its dev server in the real shell, CSP on, and reloads on a saved edit', async () => {
        const dev = await startRemoteDevServer(remote);
        try {
          const refused: string[] = [];
          page.on('console', (message) => {
            if (message.text().includes('Content Security Policy')) refused.push(message.text());
          });
          const socket = page.waitForEvent('websocket', (ws) =>
            ws.url().startsWith(dev.origin.replace(/^http/, 'ws')),
          );
          await registerTeacher(page, product().url, uniqueEmail('outside-dev'));
          product().setRegistry(registryWith(dev));
          await page.goto(`${product().url}/reports`);
          await page.getByRole('heading', { name: 'Отчёты', level: 1 }).waitFor();
          await socket;

          // Vite's client, told over that websocket, reloads the page with the new code
          const reloaded = page.waitForEvent('load');
          dev.edit('src/Reports.tsx', (source) =>
            source.replace("title: 'Отчёты',", "title: 'Отчёты за четверть',"),
          );
          await reloaded;
          await page.getByRole('heading', { name: 'Отчёты за четверть', level: 1 }).waitFor();
          expect(page.url()).toBe(`${product().url}/reports`);
          expect(refused).toEqual([]);
        } finally {
          await dev.stop();
        }
      });
    }

    it('shows no nav item to a student', async () => {
      product().setRegistry(registryWith(remote));
      await page.goto(`${product().url}/login`);
      await register(page, product().url, uniqueEmail(`outside-student-${bundler}`));
      const nav = page.getByRole('navigation', { name: 'Основное меню' });
      await nav.getByRole('link').first().waitFor();
      expect(await nav.getByRole('link', { name: 'Отчёты' }).count()).toBe(0);
    });
  },
);
