import { randomUUID } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import type { Request } from 'express';
import type { StorageEngine } from 'multer';
import type { Clock } from '../../common/clock/clock.service';
import {
  HEAD_BYTES,
  TextCheck,
  headProblem,
  isTextExtension,
  type ContentProblem,
} from '../file-contents';
import type { FileStorage } from '../file-storage';
import { extensionOf } from '../file-types';
import { uploadBudgetOf, type UploadBudget } from './upload-limits.guard';
import { UploadQuotaException } from './upload-quota.exception';
import { FilesErrorCode, FilesException } from '../files.errors';

const CONTENT_CODES: Readonly<Record<ContentProblem, FilesErrorCode>> = {
  executable: FilesErrorCode.Executable,
  mismatch: FilesErrorCode.Mismatch,
  audio: FilesErrorCode.Audio,
  not_text: FilesErrorCode.NotText,
};

function contentRefusal(problem: ContentProblem, extension: string): FilesException {
  return new FilesException(CONTENT_CODES[problem], { params: { extension } });
}

/**
 * Passes the upload through while checking it, keeping only its first bytes: it fails the
 * stream as soon as the first bytes do not fit the extension, the text is not text, or
 * the size goes past the user's budget; an empty file fails at its end.
 */
class UploadProbe extends Transform {
  size = 0;
  private head: Buffer | undefined = Buffer.alloc(0);
  private readonly text: TextCheck | undefined;

  constructor(
    private readonly extension: string,
    private readonly budget: UploadBudget | undefined,
  ) {
    super();
    this.text = isTextExtension(extension) ? new TextCheck() : undefined;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.budget !== undefined && this.size > this.budget.leftBytes) {
      callback(new UploadQuotaException(this.budget.leftBytes, this.budget.quotaMb));
      return;
    }
    const refusal = this.checkHead(chunk, false) ?? this.checkText(chunk);
    callback(refusal, refusal === undefined ? chunk : undefined);
  }

  override _flush(callback: TransformCallback): void {
    if (this.size === 0) {
      callback(new FilesException(FilesErrorCode.Empty));
      return;
    }
    const notText = this.text !== undefined && !this.text.end();
    callback(
      this.checkHead(Buffer.alloc(0), true) ??
        (notText ? contentRefusal('not_text', this.extension) : undefined),
    );
  }

  /** Once HEAD_BYTES have come (or the file ended shorter), the first bytes are checked. */
  private checkHead(chunk: Buffer, ended: boolean): FilesException | undefined {
    if (this.head === undefined) return undefined;
    this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
    if (this.head.length < HEAD_BYTES && !ended) return undefined;
    const problem = headProblem(this.extension, this.head);
    this.head = undefined;
    return problem === undefined ? undefined : contentRefusal(problem, this.extension);
  }

  private checkText(chunk: Buffer): FilesException | undefined {
    if (this.text === undefined || this.text.push(chunk)) return undefined;
    return contentRefusal('not_text', this.extension);
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
 * file in memory) through the probe, which refuses it mid-stream (the storage then keeps
 * nothing). The key goes back in `filename`; multer's size limit removes a cut-off file.
 */
export class UploadStorageEngine implements StorageEngine {
  constructor(
    private readonly storage: FileStorage,
    private readonly clock: Clock,
  ) {}

  _handleFile(
    req: Request,
    file: Express.Multer.File,
    callback: (error?: unknown, info?: Partial<Express.Multer.File>) => void,
  ): void {
    this.store(file, uploadBudgetOf(req)).then(
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

  private async store(
    file: Express.Multer.File,
    budget: UploadBudget | undefined,
  ): Promise<Partial<Express.Multer.File>> {
    const key = newStorageKey(this.clock.now());
    const probe = new UploadProbe(extensionOf(file.originalname), budget);
    // Joined at once, so a broken upload fails the probe (and the put) even before the
    // storage starts reading. Not with pipeline(): a refusal must not travel back into
    // multer's stream, which would answer before the storage has removed the partial file.
    file.stream.on('error', (error) => probe.destroy(error));
    // The put reports the probe's error, also one from before it started reading.
    probe.on('error', () => undefined);
    file.stream.pipe(probe);
    await this.storage.put(key, probe);
    return { filename: key, size: probe.size };
  }
}
