import type { INestApplication } from '@nestjs/common';
import { ROLE_TEACHER } from '@tutor/contracts';
import { signedInBrowser, type TestBrowser } from '../../testing/browser';
import { api, createTestApp } from '../../testing/test-app';

describe('JSON answers no cache may store', () => {
  let app: INestApplication;
  let teacher: TestBrowser;

  beforeAll(async () => {
    app = await createTestApp();
    ({ browser: teacher } = await signedInBrowser(app, { role: ROLE_TEACHER }));
  });

  afterAll(async () => {
    await app.close();
  });

  it('carry no ETag', async () => {
    const res = await teacher.get('/api/checks').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });

  it('are the bytes and headers express writes, but the ETag', async () => {
    const plain = await teacher.get('/api/user').expect(200);
    // a validator in the request makes express answer it, with its ETag
    const byExpress = await teacher.get('/api/user').set('If-None-Match', '"none"').expect(200);
    expect(byExpress.headers.etag).toBeDefined();
    expect(plain.text).toBe(byExpress.text);
    expect(plain.text).toBe(JSON.stringify(plain.body));
    expect(plain.headers['content-type']).toBe(byExpress.headers['content-type']);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(plain.text)));
  });

  it('answer HEAD with the length and no body', async () => {
    const got = await api(app).get('/api/health').expect(200);
    expect(got.headers.etag).toBeUndefined();
    const res = await api(app).head('/api/health').expect(200);
    expect(res.headers['content-length']).toBe(got.headers['content-length']);
    expect(res.text).toBeUndefined();
  });

  it('leave a cacheable answer its ETag and its 304 (the public settings)', async () => {
    const first = await api(app).get('/api/settings').expect(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"/);
    await api(app).get('/api/settings').set('If-None-Match', String(etag)).expect(304);
  });
});
