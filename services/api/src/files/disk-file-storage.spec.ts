import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { AppConfig } from '../config/app-config';
import { tempDir } from '../testing/test-app';
import { DiskFileStorage } from './disk-file-storage.service';
import { StoredBytesMissingError } from './file-storage';

describe('DiskFileStorage', () => {
  let root: string;
  let storage: DiskFileStorage;

  beforeEach(() => {
    root = join(tempDir('api-storage-'), 'nested', 'files');
    storage = new DiskFileStorage({
      files: { dir: root, maxMb: 1, types: [] },
    } as unknown as AppConfig);
  });

  it('keeps bytes from a buffer or a stream under their key, making folders as needed', async () => {
    await storage.put('2030/01/a', Buffer.from('from a buffer'));
    await storage.put('2030/02/b', Readable.from([Buffer.from('from '), Buffer.from('a stream')]));
    expect(await text(await storage.read('2030/01/a'))).toBe('from a buffer');
    expect(await text(await storage.read('2030/02/b'))).toBe('from a stream');
    expect(existsSync(join(root, '2030', '02', 'b'))).toBe(true);
  });

  it('removes bytes, and takes a key without bytes calmly', async () => {
    await storage.put('k', Buffer.from('x'));
    await storage.remove('k');
    await storage.remove('k');
    await expect(storage.read('k')).rejects.toBeInstanceOf(StoredBytesMissingError);
  });

  it('never overwrites a key', async () => {
    await storage.put('once', Buffer.from('first'));
    await expect(storage.put('once', Buffer.from('second'))).rejects.toThrow();
    expect(await text(await storage.read('once'))).toBe('first');
  });

  it('leaves nothing behind when the source fails', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(storage.put('broken', failing)).rejects.toThrow('connection reset');
    expect(existsSync(join(root, 'broken'))).toBe(false);
  });

  it.each([['../escape'], ['/etc/passwd'], ['a/../../b'], ['a//b'], [''], ['a\\b'], ['a/.']])(
    'refuses the key %p',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Invalid storage key');
      await expect(storage.read(key)).rejects.toThrow('Invalid storage key');
      await expect(storage.remove(key)).rejects.toThrow('Invalid storage key');
    },
  );
});
