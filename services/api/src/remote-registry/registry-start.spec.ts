import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { BUILT_IN_REMOTES, type RegistryEntry, type RegistryHealth } from '@tutor/contracts';
import { createUser } from '../testing/browser';
import { api, createTestApp, isPostgresRun, tempDir } from '../testing/test-app';
import { waitUntil } from '../testing/wait-until';
import { RegistryChangesService } from './registry-changes.service';
import { RegistryStore } from './registry.store';
import { RemoteRegistryService } from './remote-registry.service';

const entries = (label: string): RegistryEntry[] => [
  ...BUILT_IN_REMOTES,
  {
    name: 'reports',
    entry: 'https://cdn.example.com/reports/mf-manifest.json',
    type: 'manifest',
    areas: [{ path: '/reports', nav: { ru: label, en: 'Reports' } }],
  },
];

/** The registry an app serves to a guest and what /api/health says of it. */
async function servedBy(app: INestApplication) {
  const served = await app.get(RemoteRegistryService).servedFor(undefined);
  const health = (await api(app).get('/api/health').expect(200)).body as {
    registry: RegistryHealth;
  };
  return { served, health: health.registry };
}

describe('the registry at start-up', () => {
  const file = join(tempDir('registry-start-'), 'remotes.json');
  const apps: INestApplication[] = [];
  const start = async (env: Record<string, string | undefined> = {}) => {
    const app = await createTestApp({ REMOTES_CONFIG: file, ...env }, [], { keepRegistry: true });
    apps.push(app);
    return app;
  };
  const stopAll = async () => {
    for (const app of apps.splice(0)) await app.close();
  };

  afterEach(stopAll);

  it('serves REMOTES_CONFIG, records a changed file once, keeps the last good on a bad one', async () => {
    const label = `Отчёты ${Date.now()}`;
    writeFileSync(file, JSON.stringify({ remotes: entries(label) }));
    let app = await start();
    let seen = await servedBy(app);
    expect(seen.served.remotes).toEqual(entries(label));
    expect(seen.health).toMatchObject({ source: 'config', problem: null, candidate: null });
    const first = seen.served.version;
    await stopAll();

    app = await start();
    expect((await servedBy(app)).served.version).toBe(first);
    await stopAll();

    writeFileSync(file, JSON.stringify(entries(`${label} 2`)));
    app = await start();
    seen = await servedBy(app);
    expect(seen.served.version).toBeGreaterThan(first);
    expect(seen.served.remotes).toEqual(entries(`${label} 2`));
    const [history] = await app.get(RegistryStore).history(1, 1);
    expect(history[0]).toMatchObject({ event: 'config', previousLiveId: first, createdBy: null });
    const changed = seen.served.version;
    await stopAll();

    writeFileSync(file, '{ "remotes": [ { "name": "reports", ');
    app = await start();
    seen = await servedBy(app);
    expect(seen.served.version).toBe(changed);
    expect(seen.health.problem).toMatch(/is not JSON/);
    await stopAll();

    writeFileSync(
      file,
      JSON.stringify([{ name: 'reports', entry: '/r.json', areas: [{ path: '/api' }] }]),
    );
    app = await start();
    seen = await servedBy(app);
    expect(seen.served.version).toBe(changed);
    expect(seen.health.problem).toContain('remotes[0].areas[0].path');
  });

  const together = isPostgresRun() ? it.each : it.skip.each;
  together([
    ['Redis pub/sub when REDIS_URL is set', process.env.REDIS_URL],
    ['polling without Redis', undefined],
  ])(
    'two instances starting together record a new file once; %s tells the other within 2 s',
    async (_how, redis) => {
      const label = `Вместе ${Date.now()} ${redis === undefined ? 1 : 2}`;
      writeFileSync(file, JSON.stringify(entries(label)));
      const [one, two] = await Promise.all([
        start({ REDIS_URL: redis }),
        start({ REDIS_URL: redis }),
      ]);
      if (one === undefined || two === undefined) throw new Error('no apps');
      const [a, b] = await Promise.all([servedBy(one), servedBy(two)]);
      expect(a.served.version).toBe(b.served.version);
      const [rows] = await one.get(RegistryStore).history(1, 10);
      const fromFile = rows.filter(
        (row) => JSON.stringify(row.remotes) === JSON.stringify(entries(label)),
      );
      expect(fromFile).toHaveLength(1);

      const operator = await createUser(one);
      const published = await one.get(RegistryChangesService).publish(operator, {
        remotes: entries(`${label} 2`),
        rollout: { to: 'all' },
        // its CDN is no host of this machine: the checks fail, the operator insists
        override_note: 'the CDN answers from production only',
      });
      const started = Date.now();
      await waitUntil(
        'the other instance serving the change',
        () => two.get(RemoteRegistryService).servedFor(undefined),
        (served) => served.version === published.id,
        2000,
      );
      expect(Date.now() - started).toBeLessThan(2000);
    },
  );
});
