import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { BUILT_IN_REMOTES } from '@tutor/contracts';
import { api, createTestApp, tempDir } from '../../testing/test-app';
import { RemoteRegistryService } from '../../remote-registry/remote-registry.service';

describe('GET /remotes.json', () => {
  const dir = tempDir('api-remotes-');
  // A web root with no builds: the registry as configured, its entries not yet turned into
  // the builds' remoteEntry.js (that is browser-registry.spec.ts's part).
  const UNBUILT = { WEB_ROOT: tempDir('api-remotes-web-') };
  const file = join(dir, 'remotes.json');
  let app: INestApplication | undefined;

  afterEach(async () => {
    jest.restoreAllMocks();
    await app?.close();
    app = undefined;
  });

  const reports = {
    name: 'reports',
    entry: 'https://cdn.example.com/reports/1.0.0/mf-manifest.json',
    type: 'manifest',
    areas: [
      {
        path: '/reports',
        nav: { ru: 'Отчёты', en: 'Reports', icon: 'chart-bar' },
        roles: ['teacher'],
      },
    ],
  };
  const builtIn = {
    version: expect.any(Number) as unknown,
    load_timeout_ms: 8000,
    remotes: BUILT_IN_REMOTES,
    skipped: [],
  };
  const problemOf = (running: INestApplication) =>
    running.get(RemoteRegistryService).state().problem;
  const replaceFile = (content: string) => {
    writeFileSync(join(dir, 'next.json'), content);
    renameSync(join(dir, 'next.json'), file);
  };

  it('serves the built-in remotes as ordinary entries without REMOTES_CONFIG', async () => {
    app = await createTestApp({ ...UNBUILT, REMOTE_LOAD_TIMEOUT_MS: '3000' });
    const res = await api(app).get('/remotes.json').expect(200);
    expect(res.body).toEqual({ ...builtIn, load_timeout_ms: 3000 });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(problemOf(app)).toBeNull();
  });

  it('serves the operator file with new areas and records a replaced one without a restart', async () => {
    writeFileSync(file, JSON.stringify({ remotes: [...BUILT_IN_REMOTES, reports] }));
    app = await createTestApp({ ...UNBUILT, REMOTES_CONFIG: file });
    const first = await api(app).get('/remotes.json').expect(200);
    expect(first.body).toEqual({ ...builtIn, remotes: [...BUILT_IN_REMOTES, reports] });

    const moved = { ...reports, entry: 'https://cdn.example.com/reports/1.1.0/mf-manifest.json' };
    replaceFile(JSON.stringify([moved]));
    const second = await api(app).get('/remotes.json').expect(200);
    expect(second.body).toEqual({ ...builtIn, remotes: [moved] });
    expect((second.body as { version: number }).version).toBeGreaterThan(
      (first.body as { version: number }).version,
    );
    expect(problemOf(app)).toBeNull();
  });

  it('uses no part of a file with a bad entry, saying which fields are wrong', async () => {
    writeFileSync(
      file,
      JSON.stringify([
        BUILT_IN_REMOTES[0],
        reports,
        { ...reports, name: 'admin', areas: [{ path: '/api/reports' }] },
        { ...reports, name: 'monthly', areas: [{ path: '/reports/monthly' }] },
      ]),
    );
    app = await createTestApp({ ...UNBUILT, REMOTES_CONFIG: file });
    expect((await api(app).get('/remotes.json').expect(200)).body).toEqual(builtIn);
    expect(problemOf(app)).toContain('remotes[2].areas[0].path: /api is kept by the shell');
    expect(problemOf(app)).toContain('remotes[3].areas[0].path: /reports/monthly overlaps');
  });

  it.each([
    ['{"auth": ', 'is not JSON'],
    ['"auth"', 'must be a list of entries'],
  ])(
    'serves the built-in registry when the file at start is unusable (%s)',
    async (content, problem) => {
      writeFileSync(file, content);
      app = await createTestApp({ ...UNBUILT, REMOTES_CONFIG: file });
      expect((await api(app).get('/remotes.json').expect(200)).body).toEqual(builtIn);
      expect(problemOf(app)).toContain(problem);
    },
  );

  it('keeps serving the last usable file while a replaced one is unusable, then the fixed one', async () => {
    writeFileSync(file, JSON.stringify([reports]));
    app = await createTestApp({ ...UNBUILT, REMOTES_CONFIG: file });
    await api(app).get('/remotes.json').expect(200);
    replaceFile('{"remotes": ');
    const res = await api(app).get('/remotes.json').expect(200);
    expect(res.body).toEqual({ ...builtIn, remotes: [reports] });
    expect(problemOf(app)).toContain('is not JSON');

    replaceFile(JSON.stringify(BUILT_IN_REMOTES));
    expect((await api(app).get('/remotes.json').expect(200)).body).toEqual(builtIn);
    expect(problemOf(app)).toBeNull();
  });

  it('serves the built-in registry while the file is missing, saying so', async () => {
    app = await createTestApp({ ...UNBUILT, REMOTES_CONFIG: join(dir, 'absent.json') });
    expect((await api(app).get('/remotes.json').expect(200)).body).toEqual(builtIn);
    expect(problemOf(app)).toContain('absent.json cannot be read');
  });
});
