import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { FileDownloadMode, S3Config } from '../config/file-store-config';
import {
  checkedKey,
  FileStorage,
  StoredBytesMissingError,
  StoredKeyTakenError,
  type DownloadHeaders,
} from './file-storage';

/** 412: If-None-Match found the key; 409: another put of the key was under way. */
const TAKEN_STATUSES = new Set([409, 412]);

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

/**
 * Objects in an S3 bucket (AWS or a compatible service), under the same keys as on a disk.
 * A put buffers its source, at most an upload's FILE_MAX_MB or one export: PutObject needs
 * the length first, and multipart uploads (@aws-sdk/lib-storage) would leave parts behind a
 * failed upload for a bucket rule to clean.
 */
@Injectable()
export class S3FileStorage extends FileStorage implements OnModuleDestroy {
  private readonly client: S3Client;

  constructor(
    private readonly s3: S3Config,
    private readonly downloads: FileDownloadMode,
  ) {
    super();
    this.client = new S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      credentials: s3.credentials,
      forcePathStyle: s3.forcePathStyle,
    });
  }

  onModuleDestroy(): void {
    this.client.destroy();
  }

  async put(key: string, source: Readable | Buffer): Promise<void> {
    const body = Buffer.isBuffer(source) ? source : await buffer(source);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.s3.bucket,
          Key: checkedKey(key),
          Body: body,
          ContentLength: body.length,
          IfNoneMatch: '*',
        }),
      );
    } catch (error) {
      const status = statusOf(error);
      if (status !== undefined && TAKEN_STATUSES.has(status)) throw new StoredKeyTakenError(key);
      throw error;
    }
  }

  async read(key: string): Promise<Readable> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.s3.bucket, Key: checkedKey(key) }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error(`No body read for ${key}`);
      return answer.Body;
    } catch (error) {
      if (statusOf(error) === 404) throw new StoredBytesMissingError(key);
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.s3.bucket, Key: checkedKey(key) }),
    );
  }

  async downloadUrl(key: string, headers: DownloadHeaders): Promise<string | undefined> {
    if (this.downloads !== 'presigned') return undefined;
    const command = new GetObjectCommand({
      Bucket: this.s3.bucket,
      Key: checkedKey(key),
      ResponseContentType: headers.contentType,
      ResponseContentDisposition: headers.contentDisposition,
    });
    return getSignedUrl(this.client, command, { expiresIn: this.s3.presignSeconds });
  }
}
