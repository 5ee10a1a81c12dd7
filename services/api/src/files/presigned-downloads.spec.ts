import type { INestApplication } from '@nestjs/common';
import type { StoredFileRef } from '@tutor/contracts';
import { signedInBrowser, type TestBrowser } from '../testing/browser';
import { createTestApp } from '../testing/test-app';
import { startMotoServer, type MotoServer } from './testing/moto-server';

const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('downloads with FILE_STORAGE=s3 and FILE_DOWNLOADS=presigned', () => {
  let moto: MotoServer;
  let app: INestApplication;
  let owner: TestBrowser;
  let stranger: TestBrowser;

  beforeAll(async () => {
    moto = await startMotoServer();
    app = await createTestApp({
      ...(await moto.bucketEnv()),
      FILE_DOWNLOADS: 'presigned',
      S3_PRESIGN_SECONDS: '45',
    });
    ({ browser: owner } = await signedInBrowser(app, {}));
    ({ browser: stranger } = await signedInBrowser(app, {}));
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await moto?.stop();
  });

  async function upload(bytes: Buffer, name: string): Promise<StoredFileRef> {
    const res = await owner
      .post('/api/files')
      .attach('file', bytes, { filename: name })
      .expect(201);
    return res.body as StoredFileRef;
  }

  it('sends a download to a presigned URL with the streamed answer headers', async () => {
    const ref = await upload(PDF, 'отчёт.pdf');
    const res = await owner.get(ref.url).expect(302);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const location = new URL(String(res.headers.location));
    expect(location.searchParams.get('X-Amz-Expires')).toBe('45');
    expect(location.searchParams.get('response-content-type')).toBe('application/pdf');
    expect(location.searchParams.get('response-content-disposition')).toMatch(
      /^attachment; .*filename\*=UTF-8''%D0%BE%D1%82%D1%87%D1%91%D1%82\.pdf$/,
    );
    const bytes = Buffer.from(await (await fetch(location)).arrayBuffer());
    expect(bytes.equals(PDF)).toBe(true);
  });

  it('streams an inline image itself, as the storage cannot send nosniff', async () => {
    const ref = await upload(PNG, 'photo.png');
    const res = await owner.get(ref.url).expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toMatch(/^inline/);
  });

  it('checks access before any link: not the owner, no redirect', async () => {
    const ref = await upload(PDF, 'mine.pdf');
    const res = await stranger.get(ref.url);
    expect(res.status).toBe(403);
    expect(res.headers.location).toBeUndefined();
  });
});
