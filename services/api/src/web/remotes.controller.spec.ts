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

  it('serves the built remotes of this server without REMOTES_CONFIG', async () => {
    app = await createTestApp();
    const res = await api(app).get('/remotes.json').expect(200);
    expect(res.body).toEqual({
      auth: '/remotes/auth/mf-manifest.json',
      tasks: '/remotes/tasks/mf-manifest.json',
      marketplace: '/remotes/marketplace/mf-manifest.json',
      journal: '/remotes/journal/mf-manifest.json',
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
    expect(first.body).toEqual({ auth: 'https://cdn.example.com/auth/1.0.0/mf-manifest.json' });

    const next = join(dir, 'remotes.next.json');
    writeFileSync(
      next,
      JSON.stringify({ auth: 'https://cdn.example.com/auth/1.1.0/mf-manifest.json' }),
    );
    renameSync(next, file);
    const second = await api(app).get('/remotes.json').expect(200);
    expect(second.body).toEqual({ auth: 'https://cdn.example.com/auth/1.1.0/mf-manifest.json' });
  });

  it.each([
    ['{"auth": ', 'is not valid JSON'],
    ['["auth"]', 'must be a JSON object mapping remote names to URLs'],
    ['{"shop": "/x/mf-manifest.json"}', 'names an unknown remote "shop"'],
    ['{"auth": 42}', 'the entry of "auth" must be a URL string'],
    ['{"auth": "javascript:alert(1)"}', 'the entry of "auth" must be a URL string'],
  ])('answers 503 naming the problem of %s, and logs it', async (content, problem) => {
    writeFileSync(file, content);
    app = await createTestApp({ REMOTES_CONFIG: file });
    const logged = jest.spyOn(Logger.prototype, 'error');
    const res = await api(app).get('/remotes.json').expect(503);
    expect(res.type).toBe('application/json');
    expect((res.body as { message: string }).message).toContain(problem);
    expect(logged).toHaveBeenCalled();
  });

  it('answers 503 when the file is missing', async () => {
    app = await createTestApp({ REMOTES_CONFIG: join(dir, 'absent.json') });
    const res = await api(app).get('/remotes.json').expect(503);
    expect(res.body).toEqual({ message: 'The remotes registry file absent.json cannot be read' });
  });
});
