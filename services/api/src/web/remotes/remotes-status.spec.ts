import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import {
  ROLE_STUDENT,
  ROLE_TEACHER,
  type RemoteHealth,
  type RemotesHealth,
} from '@tutor/contracts';
import {
  advanceClock,
  openBrowser,
  signedInBrowser,
  uniqueEmail,
  type TestBrowser,
} from '../../testing/browser';
import { createTestApp, tempDir } from '../../testing/test-app';
import { manifestJson, startManifestServer, type ManifestServer } from '../testing/manifest-server';

describe('GET /api/remotes/status', () => {
  const registry = join(tempDir('api-status-'), 'remotes.json');
  const operatorEmail = uniqueEmail('ops');
  let host: ManifestServer;
  let app: INestApplication;
  let operator: TestBrowser;

  beforeAll(async () => {
    const noRoutes = manifestJson('auth', 'auto') as { exposes: unknown[] };
    host = await startManifestServer(
      () => ({
        '/tasks/mf-manifest.json': manifestJson('tasks', 'auto', {
          buildVersion: '0b2a6586a59b',
          buildName: 'tasks-cdn',
        }),
        '/tasks/remoteEntry.js': 'var tasks;',
        '/journal/mf-manifest.json': manifestJson('journal', 'auto'),
        '/journal/remoteEntry.js': 'var journal;',
        '/market/mf-manifest.json': manifestJson('marketplace', 'auto'),
        '/auth/mf-manifest.json': { ...noRoutes, exposes: [] },
        '/auth/remoteEntry.js': 'var auth;',
      }),
      ['/journal/remoteEntry.js'],
    );
    writeFileSync(
      registry,
      JSON.stringify({
        tasks: `${host.origin}/tasks/mf-manifest.json`,
        journal: `${host.origin}/journal/mf-manifest.json`,
        marketplace: `${host.origin}/market/mf-manifest.json`,
        auth: `${host.origin}/auth/mf-manifest.json`,
      }),
    );
    app = await createTestApp({ REMOTES_CONFIG: registry, OPERATOR_EMAILS: operatorEmail });
    ({ browser: operator } = await signedInBrowser(app, { email: operatorEmail }));
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await app.close();
    await host.close();
  });

  it('refuses anyone but an operator', async () => {
    await (await openBrowser(app)).get('/api/remotes/status').expect(401);
    for (const role of [ROLE_TEACHER, ROLE_STUDENT]) {
      const { browser } = await signedInBrowser(app, { role });
      await browser.get('/api/remotes/status').expect(403);
    }
  });

  it('shows every entry with its health: manifest, entry, CORS and ./routes, or why not', async () => {
    const res = await operator.get('/api/remotes/status').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { remotes } = res.body as RemotesHealth;
    const byName = Object.fromEntries(remotes.map((remote) => [remote.name, remote]));
    expect(Object.keys(byName).sort()).toEqual(['auth', 'journal', 'marketplace', 'tasks']);
    expect(byName.tasks).toMatchObject({
      reachable: true,
      version: '0b2a6586a59b',
      build: 'tasks-cdn',
      type: 'manifest',
      problem: null,
      probe: { manifest: true, entry: true, cors: true, routes: true },
    });
    expect(byName.journal).toMatchObject({
      reachable: false,
      problem: 'the remote does not allow this origin (CORS)',
      probe: { manifest: true, entry: true, cors: false, routes: true },
    });
    expect(byName.marketplace).toMatchObject({
      reachable: false,
      problem: `the remote entry ${host.origin}/market/remoteEntry.js did not answer`,
      probe: { manifest: true, entry: false },
    });
    expect(byName.auth).toMatchObject({
      reachable: false,
      problem: 'the manifest does not expose ./routes',
      probe: { routes: false },
    });
  });

  it('counts failures per entry version and kind in the last hour, with the last messages', async () => {
    const reporter = await openBrowser(app);
    const report = {
      remote: 'journal',
      message: 'Loading failed',
      url: 'http://x/journal',
      version: 'aaa111',
    };
    const send = (extra: object) =>
      reporter
        .post('/api/client-errors')
        .set('User-Agent', 'Mozilla/5.0 (X11; Linux x86_64; rv:141.0) Gecko/20100101 Firefox/141.0')
        .send({ ...report, ...extra })
        .expect(204);
    await send({});
    await send({ kind: 'shape' });
    await send({ kind: 'shared', message: 'react 19.3.1 is shared, it asks for ^18.2.0' });
    await send({ kind: 'shared', version: 'bbb222' });
    await send({ kind: 'render', version: undefined });
    const status = async (): Promise<Record<string, RemoteHealth>> => {
      const { remotes } = (await operator.get('/api/remotes/status').expect(200))
        .body as RemotesHealth;
      return Object.fromEntries(remotes.map((r) => [r.name, r]));
    };
    const journal = (await status()).journal;
    expect(journal?.failures_last_hour).toBe(5);
    expect(journal?.failures.map(({ version, counts }) => ({ version, counts }))).toEqual([
      { version: 'unknown', counts: { load: 0, shape: 0, render: 1, shared: 0 } },
      { version: 'bbb222', counts: { load: 0, shape: 0, render: 0, shared: 1 } },
      { version: 'aaa111', counts: { load: 1, shape: 1, render: 0, shared: 1 } },
    ]);
    const aaa = journal?.failures.find(({ version }) => version === 'aaa111');
    expect(
      aaa?.last_messages.map(({ kind, message, browser }) => [kind, message, browser]),
    ).toEqual([
      ['shared', 'react 19.3.1 is shared, it asks for ^18.2.0', 'Firefox 141'],
      ['shape', 'Loading failed', 'Firefox 141'],
      ['load', 'Loading failed', 'Firefox 141'],
    ]);
    expect((await status()).tasks?.failures).toEqual([]);
    advanceClock(app, 61 * 60 * 1000);
    expect((await status()).journal).toMatchObject({ failures_last_hour: 0, failures: [] });
  });
});
