import { ValidateBy, type ValidationOptions } from 'class-validator';
import type { EnvironmentVariables } from './env.validation';

export const FILE_STORES = ['disk', 's3'] as const;
export type FileStore = (typeof FILE_STORES)[number];

export const FILE_DOWNLOAD_MODES = ['stream', 'presigned'] as const;
export type FileDownloadMode = (typeof FILE_DOWNLOAD_MODES)[number];

export const DEFAULT_S3_REGION = 'us-east-1';
const DEFAULT_S3_PRESIGN_SECONDS = 60;

export interface S3Config {
  /** S3_ENDPOINT: another S3-compatible service (MinIO, Yandex…); AWS when undefined. */
  endpoint: string | undefined;
  /** S3_BUCKET: made beforehand; the API never creates it. */
  bucket: string;
  /** S3_REGION. */
  region: string;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; undefined: the SDK's own chain (IAM role…). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** S3_FORCE_PATH_STYLE: `endpoint/bucket/key` rather than `bucket.endpoint/key`. */
  forcePathStyle: boolean;
  /** S3_PRESIGN_SECONDS: how long a presigned download link works. */
  presignSeconds: number;
}

export interface FileStoreConfig {
  /** FILE_STORAGE: where uploads and exports keep their bytes. */
  store: FileStore;
  /** FILE_DOWNLOADS: downloads streamed through the API, or redirected to a presigned URL. */
  downloads: FileDownloadMode;
  /** Set when `store` is s3. */
  s3: S3Config | undefined;
}

/** On FILE_STORAGE: the S3 store needs its bucket. */
export function HasBucketForS3(options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'hasBucketForS3',
      validator: {
        validate: (value: unknown, args) =>
          value !== 's3' ||
          (args?.object as Record<string, unknown> | undefined)?.S3_BUCKET !== undefined,
      },
    },
    options,
  );
}

export function buildFileStoreConfig(env: EnvironmentVariables): FileStoreConfig {
  const store = env.FILE_STORAGE ?? 'disk';
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId } = env;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  return {
    store,
    downloads: env.FILE_DOWNLOADS ?? 'stream',
    s3:
      store === 's3' && bucket !== undefined
        ? {
            endpoint: env.S3_ENDPOINT,
            bucket,
            region: env.S3_REGION ?? DEFAULT_S3_REGION,
            credentials:
              accessKeyId !== undefined && secretAccessKey !== undefined
                ? { accessKeyId, secretAccessKey }
                : undefined,
            forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
            presignSeconds:
              env.S3_PRESIGN_SECONDS === undefined
                ? DEFAULT_S3_PRESIGN_SECONDS
                : Number.parseInt(env.S3_PRESIGN_SECONDS, 10),
          }
        : undefined,
  };
}
