import { randomUUID } from 'node:crypto';
import { Transform, pipeline, type TransformCallback } from 'node:stream';
import type { Request } from 'express';
import type { StorageEngine } from 'multer';
import type { Clock } from '../common/clock/clock';
import { RefusalException } from '../common/errors/refusal.exception';
import type { FileStorage } from './file-storage';
import { SIGNATURE_BYTES, extensionOf, isAudioExtension, looksLikeAudio } from './file-types';

/** Counts the bytes passing through and keeps the first ones for the signature check. */
class UploadProbe extends Transform {
  size = 0;
  private head = Buffer.alloc(0);

  get firstBytes(): Uint8Array {
    return this.head;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.head.length < SIGNATURE_BYTES) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, SIGNATURE_BYTES - this.head.length)]);
    }
    callback(null, chunk);
  }
}

/** `yyyy/mm/<uuid>`: spread over folders by month, and nothing of the user's name. */
export function newStorageKey(now: number): string {
  const date = new Date(now);
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${date.getUTCFullYear()}/${month}/${randomUUID()}`;
}

/**
 * multer's storage: streams the upload straight into the FileStorage (never the whole
 * file in memory) and refuses an empty file or an audio file whose bytes are not audio.
 * The key goes back in `filename`; multer's size limit removes a cut-off file itself.
 */
export class UploadStorageEngine implements StorageEngine {
  constructor(
    private readonly storage: FileStorage,
    private readonly clock: Clock,
  ) {}

  _handleFile(
    _req: Request,
    file: Express.Multer.File,
    callback: (error?: unknown, info?: Partial<Express.Multer.File>) => void,
  ): void {
    this.store(file).then(
      (info) => callback(null, info),
      (error: unknown) => callback(error),
    );
  }

  _removeFile(
    _req: Request,
    file: Express.Multer.File,
    callback: (error: Error | null) => void,
  ): void {
    this.storage.remove(file.filename).then(
      () => callback(null),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  private async store(file: Express.Multer.File): Promise<Partial<Express.Multer.File>> {
    const key = newStorageKey(this.clock.now());
    const probe = new UploadProbe();
    // Joined at once, so a broken upload fails the probe (and the put) even before the
    // storage starts reading; the put reports the error, this callback need not.
    pipeline(file.stream, probe, () => undefined);
    await this.storage.put(key, probe);
    const refusal = this.refusalOf(file, probe);
    if (refusal !== undefined) {
      await this.storage.remove(key);
      throw refusal;
    }
    return { filename: key, size: probe.size };
  }

  private refusalOf(file: Express.Multer.File, probe: UploadProbe): RefusalException | undefined {
    if (probe.size === 0) return new RefusalException(422, 'files.empty', { field: 'file' });
    const extension = extensionOf(file.originalname);
    if (isAudioExtension(extension) && !looksLikeAudio(extension, probe.firstBytes)) {
      return new RefusalException(422, 'files.audio', { field: 'file' });
    }
    return undefined;
  }
}
