import type { Readable } from 'node:stream';
import { Injectable, StreamableFile } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { StoredFileRef } from '@tutor/contracts';
import { Repository } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { AppConfig } from '../config/app-config';
import { AccessException } from '../common/errors/access.exception';
import { cleanFileName, contentDisposition } from './file-names';
import { FileReferences } from './file-references.service';
import { redirectIfPresigned } from './download-redirect';
import { FileStorage, StoredBytesMissingError } from './file-storage';
import { FilesErrorCode, FilesException } from './files.errors';
import { extensionOf, fileKind, isInline, mimeOf, servedMime } from './file-types';
import { previewKeys } from './previews/file-previews.service';
import { StoredFile } from './stored-file.entity';
import { UploadQuotaException } from './upload/upload-quota.exception';
import { RecordAccess } from '../access/record-access.service';

const MB = 1024 * 1024;

/** What the upload stored: multer's file with the storage key in `filename`. */
export type Upload = Pick<Express.Multer.File, 'filename' | 'originalname' | 'mimetype' | 'size'>;

/**
 * Uploaded files: their rows and bytes. Others (works) serve the files of answers with
 * describe/open under their own rights (RecordAccess 'file' for the owner's own).
 */
@Injectable()
export class FilesService {
  constructor(
    @InjectRepository(StoredFile) private readonly files: Repository<StoredFile>,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly access: RecordAccess,
    private readonly references: FileReferences,
  ) {}

  /**
   * Keeps the row of bytes the upload stored; without a row the bytes are removed. A new
   * file is detached (no answer names it yet) from its upload on.
   */
  async record(ownerId: number, upload: Upload): Promise<StoredFile> {
    const originalName = cleanFileName(upload.originalname);
    const now = this.clock.now();
    let file: StoredFile;
    try {
      file = await this.files.save(
        this.files.create({
          ownerId,
          storageKey: upload.filename,
          originalName,
          mime: mimeOf(extensionOf(originalName), upload.mimetype),
          size: upload.size,
          createdAt: now,
          detachedAt: now,
        }),
      );
    } catch (error) {
      await this.storage.remove(upload.filename);
      throw error;
    }
    await this.keepWithinQuota(file);
    return file;
  }

  /** The bytes of every file the user has stored. */
  async storedBytes(ownerId: number): Promise<number> {
    const sum = await this.files.sum('size', { ownerId });
    return Number(sum ?? 0);
  }

  /**
   * Uploads running side by side each saw room before storing: the file is counted after
   * its row is saved, so of two that together pass the quota the later count refuses.
   */
  private async keepWithinQuota(file: StoredFile): Promise<void> {
    const quotaBytes = this.config.files.quotaMb * MB;
    const stored = await this.storedBytes(file.ownerId);
    if (stored <= quotaBytes) return;
    await this.files.delete({ id: file.id });
    await this.storage.remove(file.storageKey);
    throw new UploadQuotaException(quotaBytes - (stored - file.size), this.config.files.quotaMb);
  }

  describe(file: StoredFile): StoredFileRef {
    return {
      id: file.id,
      name: file.originalName,
      size: file.size,
      mime: file.mime,
      kind: fileKind(file.mime),
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
    const inline = isInline(mime);
    const disposition = contentDisposition(inline ? 'inline' : 'attachment', file.originalName);
    // The storage can't add nosniff: what a browser shows inline keeps coming from here.
    if (!inline) {
      await redirectIfPresigned(this.storage, file.storageKey, {
        contentType: mime,
        contentDisposition: disposition,
      });
    }
    return new StreamableFile(await this.open(file), {
      type: mime,
      length: file.size,
      disposition,
    }).setErrorHandler((_error, response) => {
      if (response.destroy !== undefined) response.destroy();
      else response.end();
    });
  }

  /**
   * Removes a file nothing names. A file a task, a revision, a material or an answer names
   * stays (409): a sent work, a buyer's copy and a checked answer keep what they were given.
   * The check is part of the DELETE, as in the orphan sweep.
   */
  async remove(ownerId: number, fileId: number): Promise<void> {
    const file = await this.access.require(ownerId, 'file', fileId);
    const named = this.references.referencedIdsSql(this.files.manager.connection.options.type);
    const deleted = await this.files
      .createQueryBuilder()
      .delete()
      .from(StoredFile)
      .where('id = :id', { id: file.id })
      .andWhere(`id NOT IN (${named})`)
      .execute();
    if (deleted.affected === 0) throw new FilesException(FilesErrorCode.InUse);
    await this.storage.remove(file.storageKey);
    for (const key of previewKeys(file)) await this.storage.remove(key);
  }
}
