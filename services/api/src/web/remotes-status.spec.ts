import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { ROLE_STUDENT, ROLE_TEACHER, type RemotesStatus } from '@tutor/contracts';
import {
  advanceClock,
  openBrowser,
  signedInBrowser,
  uniqueEmail,
  type TestBrowser,
} from '../testing/browser';
import { createTestApp, tempDir } from '../testing/test-app';
import { manifestJson, startManifestServer, type ManifestServer } from './testing/manifest-server';

describe('GET /api/remotes/status', () => {
  const registry = join(tempDir('api-status-'), 'remotes.json');
  const operatorEmail = uniqueEmail('ops');
  let host: ManifestServer;
  let app: INestApplication;
  let operator: TestBrowser;

  beforeAll(async () => {
    host = await startManifestServer(() => ({
      '/tasks/mf-manifest.json': manifestJson('tasks', 'auto', {
        buildVersion: '2.4.1',
        buildName: 'tasks-cdn',
      }),
      '/esm/remoteEntry.js': 'export function init() {}',
    }));
    writeFileSync(
      registry,
      JSON.stringify({
        tasks: `${host.origin}/tasks/mf-manifest.json`,
        journal: `${host.origin}/journal/mf-manifest.json`,
        marketplace: { entry: `${host.origin}/esm/remoteEntry.js`, type: 'module' },
        auth: '/remotes/auth/mf-manifest.json',
        shop: '/remotes/shop/mf-manifest.json',
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

  it('shows every entry: reachable or not, its build, skipped ones with their problem', async () => {
    const res = await operator.get('/api/remotes/status').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { remotes } = res.body as RemotesStatus;
    const byName = Object.fromEntries(remotes.map((remote) => [remote.name, remote]));
    expect(Object.keys(byName).sort()).toEqual(['auth', 'journal', 'marketplace', 'shop', 'tasks']);
    expect(byName.tasks).toMatchObject({
      reachable: true,
      version: '2.4.1',
      build: 'tasks-cdn',
      type: 'manifest',
      problem: null,
    });
    expect(byName.journal).toMatchObject({ reachable: false, version: null });
    expect(byName.journal?.problem).toContain('answered 404');
    expect(byName.marketplace).toMatchObject({ reachable: true, type: 'module', version: null });
    expect(byName.shop).toMatchObject({ reachable: false, entry: null, type: null });
    expect(byName.shop?.problem).toBe('remotes[4].areas must list at least one area');
  });

  it('counts the load failures browsers reported in the last hour', async () => {
    const reporter = await openBrowser(app);
    const report = { remote: 'journal', message: 'Loading failed', url: 'http://x/journal' };
    await reporter.post('/api/client-errors').send(report).expect(204);
    await reporter
      .post('/api/client-errors')
      .send({ ...report, kind: 'shape' })
      .expect(204);
    // a version mismatch is logged, not counted as a failure to load
    await reporter
      .post('/api/client-errors')
      .send({ ...report, kind: 'shared' })
      .expect(204);
    const failures = async (): Promise<Record<string, number>> => {
      const { remotes } = (await operator.get('/api/remotes/status').expect(200))
        .body as RemotesStatus;
      return Object.fromEntries(remotes.map((r) => [r.name, r.failures_last_hour]));
    };
    expect(await failures()).toMatchObject({ journal: 2, tasks: 0 });
    advanceClock(app, 61 * 60 * 1000);
    expect(await failures()).toMatchObject({ journal: 0 });
  });
});
