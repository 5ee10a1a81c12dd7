import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Logger, type INestApplication } from '@nestjs/common';
import { api, createTestApp, tempDir } from '../testing/test-app';

describe('GET /remotes.json', () => {
  const dir = tempDir('api-remotes-');
  const file = join(dir, 'remotes.json');
  let app: INestApplication | undefined;

  afterEach(async () => {
    jest.restoreAllMocks();
    await app?.close();
    app = undefined;
  });

  const manifest = (entry: string) => ({ entry, type: 'manifest' });

  it('serves the built remotes of this server without REMOTES_CONFIG', async () => {
    app = await createTestApp({ REMOTE_LOAD_TIMEOUT_MS: '3000' });
    const res = await api(app).get('/remotes.json').expect(200);
    expect(res.body).toEqual({
      load_timeout_ms: 3000,
      remotes: {
        auth: manifest('/remotes/auth/mf-manifest.json'),
        tasks: manifest('/remotes/tasks/mf-manifest.json'),
        marketplace: manifest('/remotes/marketplace/mf-manifest.json'),
        journal: manifest('/remotes/journal/mf-manifest.json'),
      },
      skipped: [],
    });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the operator file and picks up a replaced one without a restart', async () => {
    writeFileSync(
      file,
      JSON.stringify({ auth: 'https://cdn.example.com/auth/1.0.0/mf-manifest.json' }),
    );
    app = await createTestApp({ REMOTES_CONFIG: file });
    const first = await api(app).get('/remotes.json').expect(200);
    expect(first.body).toEqual({
      load_timeout_ms: 8000,
      remotes: { auth: manifest('https://cdn.example.com/auth/1.0.0/mf-manifest.json') },
      skipped: [],
    });

    const next = join(dir, 'remotes.next.json');
    writeFileSync(
      next,
      JSON.stringify({ auth: 'https://cdn.example.com/auth/1.1.0/mf-manifest.json' }),
    );
    renameSync(next, file);
    const second = await api(app).get('/remotes.json').expect(200);
    expect(second.body).toEqual({
      load_timeout_ms: 8000,
      remotes: { auth: manifest('https://cdn.example.com/auth/1.1.0/mf-manifest.json') },
      skipped: [],
    });
  });

  it('keeps every good entry and skips, logs and lists each bad one', async () => {
    writeFileSync(
      file,
      JSON.stringify({
        auth: '/remotes/auth/mf-manifest.json',
        shop: '/remotes/shop/mf-manifest.json',
        tasks: { entry: 'https://cdn.example.com/tasks/remoteEntry.js', type: 'module' },
        marketplace: { entry: 'https://cdn.example.com/m/remoteEntry.js', type: 'commonjs' },
        journal: 42,
      }),
    );
    app = await createTestApp({ REMOTES_CONFIG: file });
    const warned = jest.spyOn(Logger.prototype, 'warn');
    const res = await api(app).get('/remotes.json').expect(200);
    expect(res.body).toEqual({
      load_timeout_ms: 8000,
      remotes: {
        auth: manifest('/remotes/auth/mf-manifest.json'),
        tasks: { entry: 'https://cdn.example.com/tasks/remoteEntry.js', type: 'module' },
      },
      skipped: [
        {
          name: 'shop',
          problem: '"shop" is not a remote of the shell (known: auth, tasks, marketplace, journal)',
        },
        {
          name: 'marketplace',
          problem: 'the entry of "marketplace" "type" must be "module" or "global"',
        },
        {
          name: 'journal',
          problem:
            'the entry of "journal" must be a manifest URL or { "entry": URL, "type": "module" | "global" }',
        },
      ],
    });
    expect(warned).toHaveBeenCalledWith(
      expect.objectContaining({ remote: 'shop' }),
      expect.stringContaining('The remotes registry skips "shop"'),
    );
    // logged once per version of the file, not on every request
    warned.mockClear();
    await api(app).get('/remotes.json').expect(200);
    expect(warned).not.toHaveBeenCalledWith(expect.anything(), expect.stringContaining('skips'));
  });

  it.each([
    ['{"auth": ', 'is not valid JSON'],
    ['["auth"]', 'must be a JSON object mapping remote names to manifest URLs'],
  ])('answers 503 naming the problem of %s, and logs it', async (content, problem) => {
    writeFileSync(file, content);
    app = await createTestApp({ REMOTES_CONFIG: file });
    const logged = jest.spyOn(Logger.prototype, 'error');
    const res = await api(app).get('/remotes.json').expect(503);
    expect(res.type).toBe('application/json');
    expect((res.body as { message: string }).message).toContain(problem);
    expect(logged).toHaveBeenCalled();
  });

  it('keeps serving the last usable file while a replaced one is unusable, and logs it', async () => {
    const good = { auth: 'https://cdn.example.com/auth/1.0.0/mf-manifest.json' };
    writeFileSync(file, JSON.stringify(good));
    app = await createTestApp({ REMOTES_CONFIG: file });
    await api(app).get('/remotes.json').expect(200);
    const logged = jest.spyOn(Logger.prototype, 'error');
    writeFileSync(join(dir, 'broken.json'), '{"auth": ');
    renameSync(join(dir, 'broken.json'), file);
    const res = await api(app).get('/remotes.json').expect(200);
    expect(res.body).toEqual({
      load_timeout_ms: 8000,
      remotes: { auth: manifest(good.auth) },
      skipped: [],
    });
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ problem: expect.stringContaining('is not valid JSON') as unknown }),
      expect.stringContaining('the last usable version is served'),
    );
  });

  it('answers 503 when the file is missing', async () => {
    app = await createTestApp({ REMOTES_CONFIG: join(dir, 'absent.json') });
    const res = await api(app).get('/remotes.json').expect(503);
    expect(res.body).toEqual({ message: 'The remotes registry file absent.json cannot be read' });
  });
});
