import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  BUILT_IN_REMOTES,
  BUILT_IN_REMOTE_NAMES,
  ROLE_TEACHER,
  type ServedRegistry,
} from '@tutor/contracts';
import type { Browser as Chromium, BrowserContext, Page } from 'playwright-core';
import { REPO_ROOT } from './support/api-instance';
import { Browser } from './support/browser';
import { Cdn } from './support/cdn';
import { launchChromium } from '../src/testing/chromium';
import { watch, type PageLog } from './support/page-log';
import { useCluster } from './support/cluster';
import { waitFor } from './support/processes';

const OPERATOR = `ops-${randomUUID().slice(0, 8)}@example.com`;
const PASSWORD = 'Lantern-Otter-42';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const TASKS_DIST = join(REPO_ROOT, 'mfe-tasks', 'dist');
/** Instances learn of a registry change within 2 s (docs/operations.md). */
const SYNC_MS = 2000;
/** A page's hints wait for the API's background probe of the new manifest. */
const HINTS_MS = 10_000;
/** One area of each remote a teacher opens, with its page's heading. */
const AREAS = [
  { remote: 'tasks', path: '/tasks', heading: 'Задания' },
  { remote: 'marketplace', path: '/marketplace', heading: 'Маркетплейс' },
  { remote: 'journal', path: '/journal', heading: 'Журнал' },
];

const cluster = useCluster({ OPERATOR_EMAILS: OPERATOR });
let cdn: Cdn;
let chromium: Chromium;
let operator: Browser;

/** The registry's entries with each remote's manifest at `entries[name]`. */
const registryAt = (entries: Record<string, string>) =>
  BUILT_IN_REMOTES.map((remote) => ({ ...remote, entry: entries[remote.name] ?? remote.entry }));

/** The operator, registered through the balancer, the address marked verified. */
async function signedInOperator(): Promise<Browser> {
  const browser = cluster().browser();
  await browser.open();
  const registered = await browser.post('/registration', {
    stage: 2,
    email: OPERATOR,
    first_name: 'Олег',
    role: ROLE_TEACHER,
    phone: '8 (916) 123-45-67',
    password: PASSWORD,
    agree: true,
  });
  expect(registered.status).toBe(200);
  await cluster().data.query('UPDATE users SET email_verified_at = $1 WHERE email = $2', [
    Date.now(),
    OPERATOR,
  ]);
  return browser;
}

/**
 * Publishes the registry to everyone through the operators' API, as an operator would
 * (the entries' checks must pass: no override), and waits until both instances serve it.
 */
async function publish(entries: Record<string, string>): Promise<void> {
  const published = await operator.post<{ id: number }>('/api/remotes/registry/versions', {
    remotes: registryAt(entries),
    rollout: { to: 'all' },
  });
  expect(published.status).toBe(201);
  for (const instance of cluster().instances) {
    const served = new Browser(`http://127.0.0.1:${instance.port}`);
    await waitFor(
      async () => {
        const answer = await served.get<ServedRegistry>('/remotes.json');
        return answer.body.version === published.body.id ? true : undefined;
      },
      SYNC_MS,
      () => `instance ${instance.name} still serves another version than ${published.body.id}`,
    );
  }
}

/** The `<link>` tags of the shell's page for `path`, as each instance answers it. */
async function linksOnEveryInstance(path: string): Promise<string[][]> {
  return Promise.all(
    cluster().instances.map(async (instance) => {
      const answer = await fetch(`http://127.0.0.1:${instance.port}${path}`, {
        headers: { Accept: 'text/html' },
      });
      return (await answer.text()).match(/<link [^>]*>/g) ?? [];
    }),
  );
}

/** Waits until every instance's page for `path` hints the files of `manifest`'s folder. */
async function hintsOnEveryInstance(path: string, manifest: string): Promise<string[][]> {
  const folder = manifest.replace(/mf-manifest\.json$/, '');
  return waitFor(
    async () => {
      const pages = await linksOnEveryInstance(path);
      const ready = pages.every((links) =>
        links.some((link) => link.includes(`href="${folder}builds/`)),
      );
      return ready ? pages : undefined;
    },
    HINTS_MS,
    () => `the page of ${path} does not hint ${folder}builds/…`,
  );
}

/** A teacher signed up in Chromium through the balancer (the auth remote's page first). */
async function teacherPage(context: BrowserContext): Promise<{ page: Page; log: PageLog }> {
  const page = await context.newPage();
  const log = await watch(page);
  await page.goto(`${cluster().url}/login`);
  await page.getByRole('heading', { name: 'Вход или регистрация' }).waitFor();
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
  const registered = await page.request.post(`${cluster().url}/registration`, {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf?.value ?? '') },
    data: {
      stage: 2,
      email: `cdn-${randomUUID().slice(0, 8)}@example.com`,
      first_name: 'Мария',
      role: ROLE_TEACHER,
      phone: '8 (916) 123-45-67',
      password: PASSWORD,
      agree: true,
    },
  });
  expect(registered.status()).toBe(200);
  return { page, log };
}

/** The origins and folders the page loaded each remote's files from. */
function remoteFolders(log: PageLog): string[] {
  const folders = log.requests
    .map((url) => url.match(/^(https?:\/\/[^/]+\/(?:remotes\/)?[a-z_]+\/(?:\d+\/)?)/)?.[1])
    .filter((folder): folder is string => folder !== undefined)
    .filter((folder) => folder.startsWith(cdn.url) || folder.includes('/remotes/'));
  return [...new Set(folders)].sort();
}

/**
 * The page's problems but the shell's own unused preloads: its hints name shared chunks
 * it may not need at once (same-origin files, the shell's matter, not the CDN's).
 */
const problemsWith = (log: PageLog): string[] =>
  log.problems.filter(
    (problem) => !(problem.includes('preloaded using link preload') && !problem.includes(cdn.url)),
  );

beforeAll(async () => {
  cdn = await Cdn.start(cluster().url);
  chromium = await launchChromium();
  operator = await signedInOperator();
});

afterAll(async () => {
  await chromium?.close();
  await cdn?.stop();
});

describe('the remotes served from a CDN origin (deploy/nginx/cdn.conf)', () => {
  let v1: Record<string, string>;

  beforeAll(() => {
    v1 = Object.fromEntries(BUILT_IN_REMOTE_NAMES.map((name) => [name, cdn.deploy(name, '1')]));
  });

  it('caches built files for a year and manifests not at all, with CORS for the shell only', async () => {
    const shell = cluster().url;
    const manifestUrl = v1.tasks ?? '';
    const manifest = await fetch(manifestUrl, { headers: { Origin: shell } });
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('access-control-allow-origin')).toBe(shell);
    const { metaData } = (await manifest.json()) as {
      metaData: { remoteEntry: { path: string; name: string } };
    };
    const entryUrl = new URL(
      `${metaData.remoteEntry.path}/${metaData.remoteEntry.name}`,
      manifestUrl,
    );
    const entry = await fetch(entryUrl, { headers: { Origin: shell } });
    expect(entry.status).toBe(200);
    expect(entry.headers.get('content-type')).toBe('text/javascript');
    expect(entry.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(entry.headers.get('access-control-allow-origin')).toBe(shell);
    // a stylesheet's fonts load in CORS mode, from the build's folder
    const font = readdirSync(join(TASKS_DIST, metaData.remoteEntry.path)).find((name) =>
      name.endsWith('.woff2'),
    );
    const fontAnswer = await fetch(new URL(font ?? 'none.woff2', entryUrl), {
      headers: { Origin: shell },
    });
    expect(fontAnswer.status).toBe(200);
    expect(fontAnswer.headers.get('content-type')).toBe('font/woff2');
    expect(fontAnswer.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(fontAnswer.headers.get('access-control-allow-origin')).toBe(shell);

    const stranger = await fetch(manifestUrl, { headers: { Origin: 'https://evil.example' } });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    const missing = await fetch(`${cdn.url}/tasks/1/builds/000000000000/none.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBeNull();
  });

  it('loads every remote from the CDN in the shell, with hints and CSP following the registry', async () => {
    await publish(v1);
    const [page] = await hintsOnEveryInstance('/tasks', v1.tasks ?? '');
    // the browser is given the build's remoteEntry.js; only the API reads the manifest
    const folder = (v1.tasks ?? '').replace(/mf-manifest\.json$/, '');
    expect(page).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^<link rel="preload" href="${folder}builds/\\w+/remoteEntry\\.js" as="script">$`,
        ),
      ),
    );
    expect(page?.some((link) => link.includes('mf-manifest.json'))).toBe(false);

    const context = await chromium.newContext({ locale: 'ru-RU' });
    try {
      const { page: teacher, log } = await teacherPage(context);
      const answer = await teacher.goto(`${cluster().url}${AREAS[0]?.path}`);
      const policy = answer?.headers()['content-security-policy'] ?? '';
      for (const directive of ['script-src', 'connect-src', 'style-src', 'font-src', 'img-src']) {
        const sources = policy.split(';').find((part) => part.startsWith(`${directive} `));
        expect(sources?.split(' ')).toContain(cdn.url);
      }
      for (const area of AREAS) {
        await teacher.goto(`${cluster().url}${area.path}`);
        await teacher.getByRole('heading', { level: 1, name: area.heading }).waitFor();
      }
      expect(remoteFolders(log)).toEqual(
        BUILT_IN_REMOTE_NAMES.map((name) => `${cdn.url}/${name}/1/`).sort(),
      );
      expect(problemsWith(log)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('switches the shell to a remote version deployed there, with no API restart', async () => {
    const pids = cluster().instances.map((instance) => instance.pid);
    const v2 = { ...v1, tasks: cdn.deploy('tasks', '2') };
    await publish(v2);
    await hintsOnEveryInstance('/tasks', v2.tasks);

    const context = await chromium.newContext({ locale: 'ru-RU' });
    try {
      const { page, log } = await teacherPage(context);
      await page.goto(`${cluster().url}/tasks`);
      await page.getByRole('heading', { level: 1, name: 'Задания' }).waitFor();
      expect(remoteFolders(log)).toEqual([`${cdn.url}/auth/1/`, `${cdn.url}/tasks/2/`]);
      // a hint the page could not use (another credentials mode) is fetched a second time
      const tasksFiles = log.requests.filter((url) => url.startsWith(`${cdn.url}/tasks/2/`));
      expect(tasksFiles).toEqual([...new Set(tasksFiles)]);
      expect(tasksFiles).not.toContain(v2.tasks);
      expect(tasksFiles.some((url) => /\/tasks\/2\/builds\/\w+\/remoteEntry\.js$/.test(url))).toBe(
        true,
      );
      expect(problemsWith(log)).toEqual([]);
    } finally {
      await context.close();
    }
    expect(cluster().instances.map((instance) => instance.pid)).toEqual(pids);
  });
});
