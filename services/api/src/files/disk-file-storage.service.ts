import { mkdir, open, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import {
  checkedKey,
  FileStorage,
  StoredBytesMissingError,
  StoredKeyTakenError,
} from './file-storage';

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

/** Files under FILES_DIR (default var/files); folders are made as keys need them. */
@Injectable()
export class DiskFileStorage extends FileStorage {
  private readonly root: string;

  constructor(config: AppConfig) {
    super();
    this.root = config.files.dir;
  }

  async put(key: string, source: Readable | Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const readable = Buffer.isBuffer(source) ? Readable.from([source]) : source;
    // Created first, so an existing key fails here and keeps its bytes.
    const handle = await open(path, 'wx').catch((error: unknown) => {
      throw hasCode(error, 'EEXIST') ? new StoredKeyTakenError(key) : error;
    });
    try {
      await pipeline(readable, handle.createWriteStream());
    } catch (error) {
      await handle.close().catch(() => undefined);
      await rm(path, { force: true });
      throw error;
    }
  }

  async read(key: string): Promise<Readable> {
    try {
      const handle = await open(this.pathOf(key), 'r');
      return handle.createReadStream();
    } catch (error) {
      if (hasCode(error, 'ENOENT')) throw new StoredBytesMissingError(key);
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** The API streams every download from a disk. */
  downloadUrl(): Promise<undefined> {
    return Promise.resolve(undefined);
  }

  private pathOf(key: string): string {
    return join(this.root, ...checkedKey(key).split('/'));
  }
}
