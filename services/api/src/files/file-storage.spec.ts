import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { AppConfig } from '../config/app-config';
import { buildFileStoreConfig } from '../config/file-store-config';
import { validateEnv, type EnvSource } from '../config/env.validation';
import { tempDir } from '../testing/test-app';
import { DiskFileStorage } from './disk-file-storage.service';
import { FileStorage, StoredBytesMissingError, StoredKeyTakenError } from './file-storage';
import { S3FileStorage } from './s3-file-storage.service';
import { startMotoServer, type MotoServer } from './testing/moto-server';

const s3Stores: S3FileStorage[] = [];

function s3Store(env: EnvSource): S3FileStorage {
  const { s3, downloads } = buildFileStoreConfig(validateEnv(env));
  if (s3 === undefined) throw new Error('No S3 settings');
  const store = new S3FileStorage(s3, downloads);
  s3Stores.push(store);
  return store;
}

const failingSource = (): Readable =>
  new Readable({
    read() {
      this.push(Buffer.from('partial'));
      this.destroy(new Error('connection reset'));
    },
  });

const HEADERS = {
  contentType: 'application/pdf',
  contentDisposition: `attachment; filename="report.pdf"; filename*=UTF-8''%D0%BE%D1%82%D1%87%D1%91%D1%82.pdf`,
};

let moto: MotoServer;
beforeAll(async () => {
  moto = await startMotoServer();
}, 40_000);
afterAll(async () => {
  for (const store of s3Stores) store.onModuleDestroy();
  await moto.stop();
});

describe.each([
  [
    'disk',
    async () => new DiskFileStorage({ files: { dir: tempDir('api-storage-') } } as AppConfig),
  ],
  ['S3', async () => s3Store(await moto.bucketEnv())],
] as const)('FileStorage on %s', (_name, create) => {
  let storage: FileStorage;

  beforeEach(async () => {
    storage = await create();
  });

  it('keeps bytes from a buffer or a stream under their key', async () => {
    await storage.put('2030/01/a', Buffer.from('from a buffer'));
    await storage.put('2030/02/b', Readable.from([Buffer.from('from '), Buffer.from('a stream')]));
    await storage.put('journal-exports/7-ab.csv', Buffer.from('with an extension'));
    expect(await text(await storage.read('2030/01/a'))).toBe('from a buffer');
    expect(await text(await storage.read('2030/02/b'))).toBe('from a stream');
    expect(await text(await storage.read('journal-exports/7-ab.csv'))).toBe('with an extension');
  });

  it('streams a read chunk by chunk', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 'x');
    await storage.put('big', Readable.from([big.subarray(0, 1024), big.subarray(1024)]));
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.read('big')) chunks.push(chunk as Buffer);
    expect(chunks.length).toBeGreaterThan(1);
    expect(Buffer.concat(chunks).equals(big)).toBe(true);
  });

  it('removes bytes, and takes a key without bytes calmly', async () => {
    await storage.put('k', Buffer.from('x'));
    await storage.remove('k');
    await storage.remove('k');
    await expect(storage.read('k')).rejects.toBeInstanceOf(StoredBytesMissingError);
  });

  it('answers StoredBytesMissingError for a key never stored', async () => {
    await expect(storage.read('2030/01/never')).rejects.toBeInstanceOf(StoredBytesMissingError);
  });

  it('never overwrites a key', async () => {
    await storage.put('once', Buffer.from('first'));
    await expect(storage.put('once', Buffer.from('second'))).rejects.toBeInstanceOf(
      StoredKeyTakenError,
    );
    expect(await text(await storage.read('once'))).toBe('first');
  });

  it('stores one of two puts of a key made at once', async () => {
    const puts = await Promise.allSettled(
      ['left', 'right'].map((side) => storage.put('raced', Buffer.from(side))),
    );
    const stored = puts.filter(({ status }) => status === 'fulfilled');
    expect(stored).toHaveLength(1);
    const kept = await text(await storage.read('raced'));
    expect(['left', 'right']).toContain(kept);
  });

  it('leaves nothing behind when the source fails', async () => {
    await expect(storage.put('broken', failingSource())).rejects.toThrow('connection reset');
    await expect(storage.read('broken')).rejects.toBeInstanceOf(StoredBytesMissingError);
  });

  it.each([['../escape'], ['/etc/passwd'], ['a/../../b'], ['a//b'], [''], ['a\\b'], ['a/.']])(
    'refuses the key %p',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Invalid storage key');
      await expect(storage.read(key)).rejects.toThrow('Invalid storage key');
      await expect(storage.remove(key)).rejects.toThrow('Invalid storage key');
    },
  );

  it('streams downloads through the API unless FILE_DOWNLOADS=presigned', async () => {
    await storage.put('report', Buffer.from('%PDF-'));
    expect(await storage.downloadUrl('report', HEADERS)).toBeUndefined();
  });
});

describe('DiskFileStorage', () => {
  it('keeps a key as folders under FILES_DIR', async () => {
    const root = join(tempDir('api-storage-'), 'nested', 'files');
    const storage = new DiskFileStorage({ files: { dir: root } } as AppConfig);
    await storage.put('2030/02/b', Buffer.from('x'));
    expect(existsSync(join(root, '2030', '02', 'b'))).toBe(true);
  });
});

describe('S3FileStorage with FILE_DOWNLOADS=presigned', () => {
  it('links to the bytes for a short while with the answer headers', async () => {
    const env = await moto.bucketEnv();
    const storage = s3Store({ ...env, FILE_DOWNLOADS: 'presigned', S3_PRESIGN_SECONDS: '30' });
    await storage.put('2030/01/report', Buffer.from('%PDF-1.7'));
    const url = await storage.downloadUrl('2030/01/report', HEADERS);
    if (url === undefined) throw new Error('No presigned URL');
    const query = new URL(url).searchParams;
    expect(query.get('X-Amz-Expires')).toBe('30');
    // S3 answers with these headers; moto ignores them, so the link is what is checked.
    expect(query.get('response-content-type')).toBe(HEADERS.contentType);
    expect(query.get('response-content-disposition')).toBe(HEADERS.contentDisposition);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('%PDF-1.7');
  });
});
