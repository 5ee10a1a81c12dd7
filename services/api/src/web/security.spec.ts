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

  it('answers CORS with credentials for a registry origin', async () => {
    const res = await api(app).get('/api/settings').set('Origin', CDN).expect(200);
    expect(res.headers['access-control-allow-origin']).toBe(CDN);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers.vary).toContain('Origin');
  });

  it('answers a preflight from a registry origin', async () => {
    const res = await api(app)
      .options('/api/client-errors')
      .set('Origin', CDN)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type,x-xsrf-token')
      .expect(204);
    expect(res.headers['access-control-allow-origin']).toBe(CDN);
    expect(res.headers['access-control-allow-methods']).toContain('POST');
    expect(res.headers['access-control-allow-headers']).toBe('content-type,x-xsrf-token');
  });

  it('gives an unknown origin no CORS headers', async () => {
    const server = api(app);
    const res = await server.get('/api/settings').set('Origin', 'https://evil.example.org');
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
    const res = await api(app).get('/api/settings').set('Origin', other).expect(200);
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
