import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Logger, type INestApplication } from '@nestjs/common';
import { BUILT_IN_REMOTES } from '@tutor/contracts';
import { api, createTestApp, tempDir } from '../testing/test-app';
import { RemotesRegistryService } from './remotes-registry.service';

describe('GET /remotes.json', () => {
  const dir = tempDir('api-remotes-');
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
  const builtIn = { version: 0, load_timeout_ms: 8000, remotes: BUILT_IN_REMOTES, skipped: [] };
  const stateOf = (running: INestApplication) => running.get(RemotesRegistryService).state();
  const replaceFile = (content: string) => {
    writeFileSync(join(dir, 'next.json'), content);
    renameSync(join(dir, 'next.json'), file);
  };

  it('serves the built-in remotes as ordinary entries without REMOTES_CONFIG', async () => {
    app = await createTestApp({ REMOTE_LOAD_TIMEOUT_MS: '3000' });
    const res = await api(app).get('/remotes.json').expect(200);
    expect(res.body).toEqual({ ...builtIn, load_timeout_ms: 3000 });
    expect(res.headers['cache-control']).toBe('no-cache');
    await expect(stateOf(app)).resolves.toEqual({
      source: 'built-in',
      problem: null,
      problem_at: null,
    });
  });

  it('serves the operator file with new areas and picks up a replaced one without a restart', async () => {
    writeFileSync(file, JSON.stringify({ remotes: [...BUILT_IN_REMOTES, reports] }));
    app = await createTestApp({ REMOTES_CONFIG: file });
    const first = await api(app).get('/remotes.json').expect(200);
    expect(first.body).toEqual({ ...builtIn, remotes: [...BUILT_IN_REMOTES, reports] });

    const moved = { ...reports, entry: 'https://cdn.example.com/reports/1.1.0/mf-manifest.json' };
    replaceFile(JSON.stringify([moved]));
    const second = await api(app).get('/remotes.json').expect(200);
    expect(second.body).toEqual({ ...builtIn, remotes: [moved] });
    await expect(stateOf(app)).resolves.toEqual({
      source: 'file',
      problem: null,
      problem_at: null,
    });
  });

  it('keeps every good entry and skips, logs once and lists each bad one', async () => {
    writeFileSync(
      file,
      JSON.stringify([
        BUILT_IN_REMOTES[0],
        reports,
        { ...reports, name: 'admin', areas: [{ path: '/api/reports' }] },
        { ...reports, name: 'monthly', areas: [{ path: '/reports/monthly' }] },
        { ...BUILT_IN_REMOTES[1], type: 'commonjs' },
      ]),
    );
    app = await createTestApp({ REMOTES_CONFIG: file });
    const warned = jest.spyOn(Logger.prototype, 'warn');
    const res = await api(app).get('/remotes.json').expect(200);
    expect(res.body).toEqual({
      ...builtIn,
      remotes: [BUILT_IN_REMOTES[0], reports],
      skipped: [
        { name: 'admin', problem: 'remotes[2].areas[0].path /api is kept by the shell' },
        {
          name: 'monthly',
          problem: 'remotes[3].areas[0].path /reports/monthly overlaps /reports of "reports"',
        },
        { name: 'tasks', problem: 'remotes[4].type must be one of manifest, module, global' },
      ],
    });
    expect(warned).toHaveBeenCalledWith(
      expect.objectContaining({ remote: 'admin' }),
      expect.stringContaining('The remotes registry skips "admin"'),
    );
    warned.mockClear();
    await api(app).get('/remotes.json').expect(200);
    expect(warned).not.toHaveBeenCalledWith(expect.anything(), expect.stringContaining('skips'));
  });

  it.each([
    ['{"auth": ', 'is not valid JSON'],
    ['"auth"', 'must be a list of entries'],
  ])(
    'serves the built-in registry when the file at start is unusable (%s), keeping the problem',
    async (content, problem) => {
      writeFileSync(file, content);
      const logged = jest.spyOn(Logger.prototype, 'error');
      app = await createTestApp({ REMOTES_CONFIG: file });
      const res = await api(app).get('/remotes.json').expect(200);
      expect(res.body).toEqual(builtIn);
      const state = await stateOf(app);
      expect(state).toEqual({
        source: 'built-in',
        problem: expect.stringContaining(problem) as unknown,
        problem_at: expect.any(Number) as unknown,
      });
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ serving: 'the built-in registry' }),
        expect.stringContaining('The remotes registry file is refused'),
      );
    },
  );

  it('keeps serving the last usable file while a replaced one is unusable, then the fixed one', async () => {
    writeFileSync(file, JSON.stringify([reports]));
    app = await createTestApp({ REMOTES_CONFIG: file });
    await api(app).get('/remotes.json').expect(200);
    replaceFile('{"remotes": ');
    const res = await api(app).get('/remotes.json').expect(200);
    expect(res.body).toEqual({ ...builtIn, remotes: [reports] });
    const refused = await stateOf(app);
    expect(refused).toEqual({
      source: 'file',
      problem: 'The remotes registry file remotes.json is not valid JSON',
      problem_at: expect.any(Number) as unknown,
    });

    replaceFile(JSON.stringify(BUILT_IN_REMOTES));
    await api(app).get('/remotes.json').expect(200, builtIn);
    await expect(stateOf(app)).resolves.toEqual({
      source: 'file',
      problem: null,
      problem_at: null,
    });
  });

  it('serves the built-in registry while the file is missing, saying so', async () => {
    app = await createTestApp({ REMOTES_CONFIG: join(dir, 'absent.json') });
    await api(app).get('/remotes.json').expect(200, builtIn);
    await expect(stateOf(app)).resolves.toMatchObject({
      source: 'built-in',
      problem: 'The remotes registry file absent.json cannot be read',
    });
  });
});
