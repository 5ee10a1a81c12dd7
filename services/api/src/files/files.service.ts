import type { Readable } from 'node:stream';
import { Injectable, StreamableFile } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { StoredFileRef } from '@tutor/contracts';
import { Repository } from 'typeorm';
import { Clock } from '../common/clock/clock';
import { AccessException } from '../common/errors/access.exception';
import { cleanFileName, contentDisposition } from './file-names';
import { FileStorage, StoredBytesMissingError } from './file-storage';
import { extensionOf, isInline, mimeOf, servedMime } from './file-types';
import { StoredFile } from './stored-file.entity';

/** What the upload stored: multer's file with the storage key in `filename`. */
export type Upload = Pick<Express.Multer.File, 'filename' | 'originalname' | 'mimetype' | 'size'>;

/**
 * Uploaded files: their rows and bytes. Others (works) serve the files of answers with
 * findOwned/describe/open under their own rights.
 */
@Injectable()
export class FilesService {
  constructor(
    @InjectRepository(StoredFile) private readonly files: Repository<StoredFile>,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
  ) {}

  /** Keeps the row of bytes the upload stored; without a row the bytes are removed. */
  async record(ownerId: number, upload: Upload): Promise<StoredFile> {
    const originalName = cleanFileName(upload.originalname);
    try {
      return await this.files.save(
        this.files.create({
          ownerId,
          storageKey: upload.filename,
          originalName,
          mime: mimeOf(extensionOf(originalName), upload.mimetype),
          size: upload.size,
          createdAt: this.clock.now(),
        }),
      );
    } catch (error) {
      await this.storage.remove(upload.filename);
      throw error;
    }
  }

  /** The file, if it exists (404) and belongs to `ownerId` (403). */
  async findOwned(ownerId: number, fileId: number): Promise<StoredFile> {
    const file = await this.files.findOneBy({ id: fileId });
    if (file === null) throw AccessException.notFound();
    if (file.ownerId !== ownerId) throw AccessException.forbidden();
    return file;
  }

  describe(file: StoredFile): StoredFileRef {
    return {
      id: file.id,
      name: file.originalName,
      size: file.size,
      mime: file.mime,
      url: `/api/files/${file.id}`,
    };
  }

  /** The file's bytes; 404 when they are gone from the storage. */
  async open(file: StoredFile): Promise<Readable> {
    try {
      return await this.storage.read(file.storageKey);
    } catch (error) {
      if (error instanceof StoredBytesMissingError) throw AccessException.notFound();
      throw error;
    }
  }

  /**
   * The file as an answer body: its safe type, its length, inline for images and audio,
   * else a download. A read failing midway cuts the answer off (no error page in a file).
   */
  async streamable(file: StoredFile): Promise<StreamableFile> {
    const mime = servedMime(file.mime);
    const disposition = isInline(mime) ? 'inline' : 'attachment';
    return new StreamableFile(await this.open(file), {
      type: mime,
      length: file.size,
      disposition: contentDisposition(disposition, file.originalName),
    }).setErrorHandler((_error, response) => {
      if (response.destroy !== undefined) response.destroy();
      else response.end();
    });
  }

  async remove(ownerId: number, fileId: number): Promise<void> {
    const file = await this.findOwned(ownerId, fileId);
    await this.files.delete({ id: file.id });
    await this.storage.remove(file.storageKey);
  }
}
