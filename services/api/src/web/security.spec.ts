import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { api, createTestApp, tempDir } from '../testing/test-app';

const CDN = 'https://cdn.example.com';

function directive(csp: string | undefined, name: string): string | undefined {
  return csp
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));
}

describe('security headers and CORS', () => {
  const dir = tempDir('api-security-');
  const registry = join(dir, 'remotes.json');
  let app: INestApplication;

  beforeAll(async () => {
    writeFileSync(
      registry,
      JSON.stringify({
        auth: `${CDN}/auth/mf-manifest.json`,
        tasks: '/remotes/tasks/mf-manifest.json',
      }),
    );
    app = await createTestApp({ REMOTES_CONFIG: registry });
  });

  afterAll(async () => {
    await app.close();
  });

  it('lets the shell load scripts and data from the registry origins only', async () => {
    const res = await api(app).get('/login');
    const csp = res.headers['content-security-policy'];
    expect(directive(csp, 'script-src')?.split(/\s+/)).toEqual(['script-src', "'self'", CDN]);
    expect(directive(csp, 'connect-src')?.split(/\s+/)).toEqual(['connect-src', "'self'", CDN]);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('lets video answers embed the four platforms and recorded audio play from a blob', async () => {
    const res = await api(app).get('/login');
    const csp = res.headers['content-security-policy'];
    expect(directive(csp, 'frame-src')?.split(/\s+/)).toEqual([
      'frame-src',
      "'self'",
      'https://www.youtube.com',
      'https://vkvideo.ru',
      'https://rutube.ru',
      'https://kinescope.io',
    ]);
    expect(directive(csp, 'media-src')?.split(/\s+/)).toEqual(['media-src', "'self'", 'blob:']);
  });

  it('answers CORS without credentials to a registry origin, for the remotes files only', async () => {
    const file = await api(app).get('/remotes/auth/mf-manifest.json').set('Origin', CDN);
    expect(file.headers['access-control-allow-origin']).toBe(CDN);
    expect(file.headers['access-control-allow-credentials']).toBeUndefined();
    expect(file.headers.vary).toContain('Origin');
    // remotes run in the shell's page: their API calls are same-origin, never CORS
    const call = await api(app).get('/api/settings').set('Origin', CDN).expect(200);
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a preflight from a registry origin for the remotes files, not the API', async () => {
    const res = await api(app)
      .options('/remotes/auth/mf-manifest.json')
      .set('Origin', CDN)
      .set('Access-Control-Request-Method', 'GET')
      .expect(204);
    expect(res.headers['access-control-allow-origin']).toBe(CDN);
    expect(res.headers['access-control-allow-methods']).toBe('GET,HEAD');
    const apiCall = await api(app)
      .options('/api/client-errors')
      .set('Origin', CDN)
      .set('Access-Control-Request-Method', 'POST');
    expect(apiCall.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('gives an unknown origin no CORS headers', async () => {
    const server = api(app);
    const res = await server
      .get('/remotes/auth/mf-manifest.json')
      .set('Origin', 'https://evil.example.org');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await server
      .options('/api/client-errors')
      .set('Origin', 'https://evil.example.org')
      .set('Access-Control-Request-Method', 'POST');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.status).toBe(404);
  });

  it('follows a replaced registry', async () => {
    const other = 'https://remotes.example.net';
    writeFileSync(registry, JSON.stringify({ auth: `${other}/auth/mf-manifest.json` }));
    const res = await api(app).get('/remotes/tasks/mf-manifest.json').set('Origin', other);
    expect(res.headers['access-control-allow-origin']).toBe(other);
    const page = await api(app).get('/login');
    expect(directive(page.headers['content-security-policy'], 'script-src')).toContain(other);
  });

  it('closes the CSP of a JSON answer', async () => {
    const res = await api(app).get('/api/settings').expect(200);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
