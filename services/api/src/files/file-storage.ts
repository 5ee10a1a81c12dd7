import type { Readable } from 'node:stream';

/** The bytes of a key are not in the storage (removed, or lost outside the app). */
export class StoredBytesMissingError extends Error {
  constructor(readonly key: string) {
    super(`No stored bytes under ${key}`);
    this.name = 'StoredBytesMissingError';
  }
}

/**
 * Where uploads keep their bytes, by key (`yyyy/mm/<uuid>`, never a user's file name).
 * The disk is the default; another store (S3…) implements the same three calls.
 */
export abstract class FileStorage {
  /** Stores the bytes under a new key; a failed write leaves nothing behind. */
  abstract put(key: string, source: Readable | Buffer): Promise<void>;

  /** The bytes under the key; StoredBytesMissingError when there are none. */
  abstract read(key: string): Promise<Readable>;

  /** Removes the bytes; a key without bytes is no error. */
  abstract remove(key: string): Promise<void>;
}
