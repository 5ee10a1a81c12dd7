import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { BUILT_IN_REMOTES, INJECTED_REGISTRY_ID } from '@tutor/contracts';
import { api, createTestApp, tempDir } from '../testing/test-app';
import { RemoteManifestsService } from './remotes/remote-manifests.service';
import { RemotesRegistryService } from './remotes/remotes-registry.service';
import { injectPage } from './shell-page';

const INDEX =
  '<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Tutor</title></head>' +
  '<body><div id="root"></div><script defer src="/main.4b45ec06.js"></script></body></html>';

function write(root: string, file: string, content: string): void {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), content);
}

const assets = (js: string[], css: string[] = []) => ({
  js: { sync: js, async: [] },
  css: { sync: css, async: [] },
});

/** An mf-manifest.json as @module-federation/enhanced writes it (the parts that matter). */
function remoteManifest(name: string, routes: string[], css: string[] = []): string {
  return JSON.stringify({
    id: name,
    name,
    metaData: {
      name,
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      buildInfo: { buildVersion: '0.1.0', buildName: `mfe-${name}` },
    },
    shared: [{ name: 'react', assets: assets([`${name}-react.11111111.js`]) }],
    exposes: [
      { name: 'routes', path: './routes', assets: assets(routes, css) },
      { name: 'Other', path: './Other', assets: assets([`${name}-other.22222222.js`]) },
    ],
  });
}

function fakeWebRoot(): string {
  const root = tempDir('api-shell-page-');
  write(root, 'shell/dist/index.html', INDEX);
  write(
    root,
    'shell/dist/mf-manifest.json',
    JSON.stringify({
      id: 'shell',
      name: 'shell',
      metaData: {
        name: 'shell',
        publicPath: '/',
        remoteEntry: { name: '', path: '', type: 'global' },
      },
      // as Rspack lists them: a shared module's files may include the bootstrap chunk's
      shared: [
        { name: 'react', assets: assets(['bootstrap.dddddddd.js', '121.aaaaaaaa.js']) },
        {
          name: '@tutor/ui',
          assets: assets(
            ['45.bbbbbbbb.js', '121.aaaaaaaa.js'],
            ['bootstrap.eeeeeeee.css', '45.cccccccc.css'],
          ),
        },
      ],
      exposes: [],
    }),
  );
  write(root, 'shell/dist/bootstrap.dddddddd.js', 'start()');
  write(root, 'shell/dist/bootstrap.eeeeeeee.css', 'body{}');
  for (const name of ['auth', 'tasks', 'marketplace', 'journal'])
    write(
      root,
      `mfe-${name}/dist/mf-manifest.json`,
      remoteManifest(name, [`__federation_expose_routes.${name}0001.js`], [`routes.${name}01.css`]),
    );
  write(
    root,
    'mfe-auth/dist/v2/mf-manifest.json',
    remoteManifest('auth', ['__federation_expose_routes.a2a2a2a2.js']),
  );
  return root;
}

/** The `<link>`s of a page, as `rel href`. */
function linksOf(html: string): string[] {
  return [...html.matchAll(/<link rel="([^"]+)" href="([^"]+)"[^>]*>/g)].map(
    ([, rel, href]) => `${rel} ${href}`,
  );
}

function injectedOf(html: string): unknown {
  const match = new RegExp(
    `<script id="${INJECTED_REGISTRY_ID}" type="application/json">(.*?)</script>`,
  ).exec(html);
  return match === null ? undefined : JSON.parse(match[1] ?? '');
}

const html = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** The built-in registry with one entry's URL changed. */
function registryWith(name: string, entry: string) {
  return BUILT_IN_REMOTES.map((remote) => (remote.name === name ? { ...remote, entry } : remote));
}

describe("the shell's page with the registry and preload hints", () => {
  let app: INestApplication;
  let registryFile: string;

  beforeAll(async () => {
    registryFile = join(tempDir('api-registry-'), 'remotes.json');
    writeFileSync(registryFile, JSON.stringify(BUILT_IN_REMOTES));
    app = await createTestApp({ WEB_ROOT: fakeWebRoot(), REMOTES_CONFIG: registryFile });
  });

  afterAll(async () => {
    await app.close();
  });

  /** Until every entry's manifest has been probed once (in the background). */
  async function probed(): Promise<void> {
    const manifests = app.get(RemoteManifestsService);
    const registry = await app.get(RemotesRegistryService).read();
    await Promise.all(registry.remotes.map((entry) => manifests.check(entry)));
  }

  /** The page once its remote's manifest has been probed (the first one may go without). */
  async function probedPage(path: string) {
    await api(app).get(path).set(html).expect(200);
    await probed();
    return api(app).get(path).set(html).expect(200);
  }

  it('injects what /remotes.json answers, and no one needs to fetch it', async () => {
    const registry = await api(app).get('/remotes.json').expect(200);
    const page = await api(app).get('/login').set(html).expect(200);
    expect(injectedOf(page.text)).toEqual(registry.body);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
  });

  it('gives the browser each manifest entry as the remoteEntry.js its manifest names', async () => {
    const registry = await api(app).get('/remotes.json').expect(200);
    const served = registry.body as { remotes: { name: string; entry: string; type: string }[] };
    expect(served.remotes.map(({ name, entry, type }) => `${name} ${type} ${entry}`)).toEqual(
      BUILT_IN_REMOTES.map(({ name }) => `${name} global /remotes/${name}/remoteEntry.js`),
    );
  });

  it.each([
    ['/login', 'auth'],
    ['/password/reset/abc', 'auth'],
    ['/tasks', 'tasks'],
    ['/works/12', 'tasks'],
    ['/students', 'tasks'],
    ['/marketplace/materials/7', 'marketplace'],
    ['/journal', 'journal'],
    ['/payouts', 'journal'],
  ])('hints %s at the %s remote: its entry, its routes JS and CSS', async (path, name) => {
    const page = await probedPage(path);
    const remoteLinks = linksOf(page.text).filter((link) => link.includes('/remotes/'));
    expect(remoteLinks).toEqual([
      `preload /remotes/${name}/remoteEntry.js`,
      `preload /remotes/${name}/__federation_expose_routes.${name}0001.js`,
      `preload /remotes/${name}/routes.${name}01.css`,
    ]);
    expect(page.text).toContain(
      `<link rel="preload" href="/remotes/${name}/remoteEntry.js" as="script">`,
    );
    expect(page.text).toContain(
      `<link rel="preload" href="/remotes/${name}/routes.${name}01.css" as="style">`,
    );
  });

  it("hints the shell's bootstrap chunk and shared modules once each, on every page, and nothing of other remotes", async () => {
    for (const path of ['/', '/settings', '/login']) {
      const page = await api(app).get(path).set(html).expect(200);
      const links = linksOf(page.text);
      expect(links.slice(0, 5)).toEqual([
        'preload /bootstrap.dddddddd.js',
        'preload /121.aaaaaaaa.js',
        'preload /45.bbbbbbbb.js',
        'preload /bootstrap.eeeeeeee.css',
        'preload /45.cccccccc.css',
      ]);
      expect(links.join(' ')).not.toMatch(/other|-react/);
    }
    const settings = await api(app).get('/settings').set(html).expect(200);
    expect(linksOf(settings.text)).toHaveLength(5);
  });

  it('serves / and /index.html injected, hints in the head before the shell script', async () => {
    const registry = await api(app).get('/remotes.json').expect(200);
    for (const path of ['/', '/index.html']) {
      const page = await api(app).get(path).expect(200);
      expect(injectedOf(page.text)).toEqual(registry.body);
      expect(page.text.indexOf('<link rel="preload"')).toBeLessThan(page.text.indexOf('</head>'));
      expect(page.text.startsWith('<!doctype html>')).toBe(true);
    }
  });

  it('follows a change of the registry file at once', async () => {
    writeFileSync(
      registryFile,
      JSON.stringify(registryWith('auth', '/remotes/auth/v2/mf-manifest.json')),
    );
    try {
      const page = await probedPage('/login');
      expect(linksOf(page.text)).toContain(
        'preload /remotes/auth/v2/__federation_expose_routes.a2a2a2a2.js',
      );
      expect(linksOf(page.text).join(' ')).not.toContain('auth0001');
      expect(JSON.stringify(injectedOf(page.text))).toContain('/remotes/auth/v2/remoteEntry.js');
    } finally {
      writeFileSync(registryFile, JSON.stringify(BUILT_IN_REMOTES));
    }
  });

  it('gives a new entry of the registry its area: the page with its hints, no 404', async () => {
    const reports = {
      name: 'reports',
      entry: '/remotes/journal/mf-manifest.json',
      type: 'manifest',
      areas: [{ path: '/reports', nav: { ru: 'Отчёты', en: 'Reports' }, roles: ['teacher'] }],
    };
    const before = await api(app).get('/reports/monthly').set(html).expect(404);
    expect(injectedOf(before.text)).toBeDefined();
    expect(linksOf(before.text).join(' ')).not.toContain('/remotes/');
    writeFileSync(registryFile, JSON.stringify([...BUILT_IN_REMOTES, reports]));
    try {
      const page = await api(app).get('/reports/monthly').set(html).expect(200);
      expect(linksOf(page.text)).toContain('preload /remotes/journal/remoteEntry.js');
      expect(JSON.stringify(injectedOf(page.text))).toContain('"/reports"');
    } finally {
      writeFileSync(registryFile, JSON.stringify(BUILT_IN_REMOTES));
    }
  });

  it.each([
    ['/nowhere', 404],
    ['/tasksx', 404],
    ['/settings', 200],
    ['/notifications', 200],
    ['/operator/remotes', 200],
    ['/password/reset/abc', 200],
  ])('answers the page for %s with %i', async (path, status) => {
    const page = await api(app).get(path).set(html).expect(status);
    expect(page.text.startsWith('<!doctype html>')).toBe(true);
  });

  it('never waits on a probe: a remote not probed yet goes without hints and registry until it answers', async () => {
    const manifest = remoteManifest('marketplace', ['routes.m0000001.js']);
    const waiting: ServerResponse[] = [];
    let answering = false;
    const answer = (res: ServerResponse) =>
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(manifest);
    const slow = createServer((_req, res) => (answering ? answer(res) : waiting.push(res)));
    await new Promise<void>((done) => slow.listen(0, '127.0.0.1', done));
    const origin = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
    writeFileSync(
      registryFile,
      JSON.stringify(registryWith('marketplace', `${origin}/m/mf-manifest.json`)),
    );
    try {
      const first = await api(app).get('/marketplace').set(html).expect(200);
      // answered while the manifest's host still holds the probe's request
      expect(waiting.length).toBeGreaterThan(0);
      expect(linksOf(first.text).join(' ')).not.toContain('routes.m0000001');
      // the shell then fetches /remotes.json, which waits for the probe
      expect(injectedOf(first.text)).toBeUndefined();
      answering = true;
      waiting.splice(0).forEach(answer);
      await probed();
      const next = await api(app).get('/marketplace').set(html).expect(200);
      expect(linksOf(next.text)).toContain(`preload ${origin}/m/routes.m0000001.js`);
      expect(JSON.stringify(injectedOf(next.text))).toContain(`"${origin}/m/remoteEntry.js"`);
    } finally {
      writeFileSync(registryFile, JSON.stringify(BUILT_IN_REMOTES));
      slow.closeAllConnections();
      await new Promise((done) => slow.close(done));
    }
  });

  it('compresses the page in the encoding the browser accepts', async () => {
    const identity = await api(app)
      .get('/tasks')
      .set(html)
      .set('Accept-Encoding', 'identity')
      .expect(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toMatch(/Accept-Encoding/);
    for (const encoding of ['br', 'gzip']) {
      // supertest decodes both: the text is the page, the length the compressed one's
      const res = await api(app).get('/tasks').set(html).set('Accept-Encoding', encoding);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
      expect(res.text).toBe(identity.text);
      expect(Number(res.headers['content-length'])).toBeLessThan(Buffer.byteLength(identity.text));
    }
  });
});

describe('injectPage', () => {
  it('keeps a registry value from closing its script element', () => {
    const page = injectPage(INDEX, { auth: '/x</script><script>alert(1)</script>' }, []);
    expect(page).not.toContain('</script><script>alert(1)');
    expect(injectedOf(page)).toEqual({ auth: '/x</script><script>alert(1)</script>' });
  });

  it('leaves the registry out when it could not be read, so the shell fetches it', () => {
    expect(injectPage(INDEX, undefined, [])).toBe(INDEX);
  });
});
