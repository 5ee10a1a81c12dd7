import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { INestApplication } from '@nestjs/common';
import { openBrowser } from '../testing/browser';
import { api, createTestApp, tempDir } from '../testing/test-app';
import { IMMUTABLE } from './cache-control';

const SHELL_INDEX = '<!doctype html><title>shell</title>';

function write(root: string, file: string, content: string): void {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), content);
}

/** A file and the copies the build's PrecompressPlugin writes beside it. */
function writeCompressed(root: string, file: string, content: string): void {
  write(root, file, content);
  writeFileSync(join(root, `${file}.br`), brotliCompressSync(content));
  writeFileSync(join(root, `${file}.gz`), gzipSync(content));
}

const BIG_CHUNK = `var chunk = "${'Готовые уроки. '.repeat(200)}";`;

/** A web root with a fake shell build and a fake build of the auth remote only. */
function fakeWebRoot(): string {
  const root = tempDir('api-web-');
  writeCompressed(root, 'shell/dist/index.html', SHELL_INDEX);
  writeCompressed(root, 'mfe-auth/dist/static/js/456.b1c2d3e4f5a60718.js', BIG_CHUNK);
  write(root, 'shell/dist/main.3f2a1b9c.js', 'console.log("shell")');
  write(root, 'shell/dist/logo.svg', '<svg/>');
  write(root, 'mfe-auth/dist/mf-manifest.json', '{"name":"auth"}');
  write(root, 'mfe-auth/dist/remoteEntry.js', 'var auth;');
  write(root, 'mfe-auth/dist/static/js/123.a1b2c3d4e5f60718.js', 'chunk');
  return root;
}

describe('web hosting', () => {
  let app: INestApplication;
  const html = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

  beforeAll(async () => {
    app = await createTestApp({ WEB_ROOT: fakeWebRoot() });
  });

  afterAll(async () => {
    await app.close();
  });

  it('serves the shell at / without caching', async () => {
    const res = await api(app).get('/').expect(200);
    expect(res.text.startsWith(SHELL_INDEX)).toBe(true);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends the brotli or gzip copy the browser accepts, with the original type and caching', async () => {
    const path = '/remotes/auth/static/js/456.b1c2d3e4f5a60718.js';
    const full = Buffer.byteLength(BIG_CHUNK);
    // supertest decodes br and gzip itself: the text is the original, the length the copy's
    const br = await api(app).get(path).set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(br.headers['content-length'])).toBe(brotliCompressSync(BIG_CHUNK).length);
    expect(br.text).toBe(BIG_CHUNK);
    const gz = await api(app).get(path).set('Accept-Encoding', 'gzip').expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBeLessThan(full);
    expect(gz.text).toBe(BIG_CHUNK);
    const plain = await api(app).get(path).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(plain.headers['content-length'])).toBe(full);
  });

  it('sends the shell page compressed at / and on client routes', async () => {
    for (const path of ['/', '/marketplace/materials/7']) {
      const res = await api(app).get(path).set(html).set('Accept-Encoding', 'br').expect(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text.startsWith(SHELL_INDEX)).toBe(true);
    }
  });

  it('keeps content-hashed files for a year', async () => {
    const res = await api(app).get('/main.3f2a1b9c.js').expect(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('serves a remote build under /remotes/<name>/', async () => {
    const server = api(app);
    const manifest = await server.get('/remotes/auth/mf-manifest.json').expect(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const entry = await server.get('/remotes/auth/remoteEntry.js').expect(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await server.get('/remotes/auth/static/js/123.a1b2c3d4e5f60718.js').expect(200);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('says a remote that is not built must be built', async () => {
    const res = await api(app).get('/remotes/tasks/mf-manifest.json').expect(503);
    expect(res.text).toContain('remote "tasks" is not built');
    expect(res.text).toContain('npm run build');
  });

  it.each(['/login', '/password/reset/abc?email=anna%40example.com', '/tasks/12'])(
    'renders the shell for a browser opening %s',
    async (path) => {
      const res = await api(app).get(path).set(html).expect(200);
      expect(res.text.startsWith(SHELL_INDEX)).toBe(true);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('leaves POST /login to the API', async () => {
    const browser = await openBrowser(app);
    const res = await browser.post('/login').set(html).send({}).expect(422);
    expect(res.type).toBe('application/json');
  });

  it('gives files no session cookie, and pages the XSRF cookie', async () => {
    const file = await api(app).get('/main.3f2a1b9c.js').expect(200);
    expect(file.headers['set-cookie']).toBeUndefined();
    const page = await api(app).get('/login').set(html).expect(200);
    expect(String(page.headers['set-cookie'])).toContain('XSRF-TOKEN=');
  });

  it('does not answer /api/ or /remotes/ with the shell', async () => {
    const unknownApi = await api(app).get('/api/unknown').set(html).expect(404);
    expect(unknownApi.body).toEqual({ message: 'Not Found.' });
    await api(app).get('/remotes/auth/missing.js').set(html).expect(404);
  });

  it('answers a missing file asked for by a script with 404, not the shell', async () => {
    const res = await api(app).get('/main.00000000.js').set('Accept', '*/*').expect(404);
    expect(res.body).toEqual({ message: 'Not Found.' });
  });
});

describe('web hosting without a shell build', () => {
  it('answers 503 telling to run the build', async () => {
    const app = await createTestApp({ WEB_ROOT: tempDir('api-web-empty-') });
    try {
      const res = await api(app).get('/login').set('Accept', 'text/html').expect(503);
      expect(res.type).toBe('text/plain');
      expect(res.text).toContain('web shell is not built');
      expect(res.text).toContain('npm run build');
      await api(app).get('/').expect(503);
    } finally {
      await app.close();
    }
  });
});
