import type { Readable } from 'node:stream';

/** The bytes of a key are not in the storage (removed, or lost outside the app). */
export class StoredBytesMissingError extends Error {
  constructor(readonly key: string) {
    super(`No stored bytes under ${key}`);
    this.name = 'StoredBytesMissingError';
  }
}

/** A put under a key that has bytes already: they are kept, never overwritten. */
export class StoredKeyTakenError extends Error {
  constructor(readonly key: string) {
    super(`Bytes are stored under ${key} already`);
    this.name = 'StoredKeyTakenError';
  }
}

/**
 * Letters, digits, _ and - in /-separated parts, maybe a `.ext` at the end: no way out of
 * the root ('..', absolute) on a disk, and the same keys on every store.
 */
const KEY = /^[\w-]+(\/[\w-]+)*(\.[a-z0-9]+)?$/;

export function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

/** What a download answer says about its body, as the streamed answer sets it. */
export interface DownloadHeaders {
  contentType: string;
  contentDisposition: string;
}

/**
 * Where uploads and exports keep their bytes, by key (`yyyy/mm/<uuid>`, never a user's file
 * name): the disk (default) or an S3 bucket.
 */
export abstract class FileStorage {
  /** Stores the bytes under a new key; a failed write leaves nothing behind. */
  abstract put(key: string, source: Readable | Buffer): Promise<void>;

  /** The bytes under the key; StoredBytesMissingError when there are none. */
  abstract read(key: string): Promise<Readable>;

  /** Removes the bytes; a key without bytes is no error. */
  abstract remove(key: string): Promise<void>;

  /**
   * A short-lived URL the client downloads the key from directly, with these headers;
   * undefined when downloads go through the API.
   */
  abstract downloadUrl(key: string, headers: DownloadHeaders): Promise<string | undefined>;
}
