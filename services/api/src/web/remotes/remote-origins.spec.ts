import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { api, createTestApp, tempDir } from '../../testing/test-app';
import { RemoteManifestsService } from './remote-manifests.service';
import { RemotesRegistryService } from './remotes-registry.service';
import { manifestJson, startManifestServer, type ManifestServer } from '../testing/manifest-server';

const CDN = 'https://chunks.cdn.test';
const ESM = 'https://esm.cdn.test';

function sources(csp: string | undefined, name: string): string[] {
  const directive = csp
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));
  return directive?.split(/\s+/).slice(1) ?? [];
}

describe('the CSP per remote: its entry and its manifest publicPath', () => {
  const registry = join(tempDir('api-origins-'), 'remotes.json');
  let host: ManifestServer;
  let app: INestApplication;

  beforeAll(async () => {
    host = await startManifestServer((origin) => ({
      '/tasks/mf-manifest.json': manifestJson('tasks', `${CDN}/tasks/3.0.0/`),
      '/journal/mf-manifest.json': manifestJson('journal', 'auto'),
      '/auth/mf-manifest.json': manifestJson('auth', `${origin}/auth/`),
    }));
    writeFileSync(
      registry,
      JSON.stringify({
        tasks: `${host.origin}/tasks/mf-manifest.json`,
        journal: `${host.origin}/journal/mf-manifest.json`,
        marketplace: { entry: `${ESM}/m/remoteEntry.js`, type: 'module' },
        auth: '/remotes/auth/mf-manifest.json',
      }),
    );
    app = await createTestApp({ REMOTES_CONFIG: registry });
  });

  afterAll(async () => {
    await app.close();
    await host.close();
  });

  it('allows the manifest host, the CDN of its publicPath and an ESM entry', async () => {
    // the page never waits on a manifest: the publicPath's CDN comes once it has been read
    const manifests = app.get(RemoteManifestsService);
    const { remotes } = await app.get(RemotesRegistryService).read();
    await Promise.all(remotes.map((entry) => manifests.check(entry)));
    const res = await api(app).get('/login');
    const csp = res.headers['content-security-policy'];
    for (const directive of ['script-src', 'connect-src', 'style-src']) {
      const allowed = sources(csp, directive);
      expect(allowed).toEqual(expect.arrayContaining(["'self'", host.origin, CDN, ESM]));
    }
    expect(sources(csp, 'script-src')).toHaveLength(4);
  });

  it('lets those origins read the remotes files, not the API (CORS)', async () => {
    const files = await api(app).get('/remotes/auth/mf-manifest.json').set('Origin', CDN);
    expect(files.headers['access-control-allow-origin']).toBe(CDN);
    const call = await api(app).get('/api/settings').set('Origin', CDN).expect(200);
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
  });
});
