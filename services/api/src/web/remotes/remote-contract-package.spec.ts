import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { INestApplication } from '@nestjs/common';
import type { Response } from 'superagent';
import { api, createTestApp, tempDir } from '../../testing/test-app';
import { IMMUTABLE, NO_CACHE } from '../cache-control';
import { PACKED_FOLDER } from './remote-contract-package';

const TARBALL = gzipSync('package/package.json');

function packedRoot(): string {
  const root = tempDir('api-packed-');
  const folder = join(root, PACKED_FOLDER);
  mkdirSync(folder, { recursive: true });
  for (const name of ['tutor-remote-contract.tgz', 'tutor-remote-contract-2.0.0.tgz']) {
    writeFileSync(join(folder, name), TARBALL);
  }
  writeFileSync(join(folder, 'index.json'), '{"version":"2.0.0","packages":[]}');
  writeFileSync(join(folder, 'notes.txt'), 'not for download');
  return root;
}

function binary(res: Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

describe('the contract package', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await createTestApp({ WEB_ROOT: packedRoot() });
  });

  afterAll(async () => {
    await app.close();
  });

  it('serves a released version as a gzip that never changes', async () => {
    const res = await api(app)
      .get('/remote-contract/tutor-remote-contract-2.0.0.tgz')
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(Buffer.compare(res.body as Buffer, TARBALL)).toBe(0);
  });

  it('serves the latest under a stable name that revalidates', async () => {
    const res = await api(app).get('/remote-contract/tutor-remote-contract.tgz').expect(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['cache-control']).toBe(NO_CACHE);
    const index = await api(app).get('/remote-contract/index.json').expect(200);
    expect(index.body).toEqual({ version: '2.0.0', packages: [] });
  });

  it('answers 404 for anything else, never the shell page', async () => {
    for (const path of [
      '/remote-contract/notes.txt',
      '/remote-contract/',
      '/remote-contract/x.tgz',
    ]) {
      await api(app).get(path).set('Accept', 'text/html').expect(404);
    }
    await api(app).post('/remote-contract/tutor-remote-contract.tgz').expect(404);
  });

  it('says how to build it when it is not packed', async () => {
    const bare = await createTestApp({ WEB_ROOT: tempDir('api-unpacked-') });
    try {
      const res = await api(bare).get('/remote-contract/tutor-remote-contract.tgz').expect(503);
      expect(res.text).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});
