import { loadAppConfig } from './load-app-config';

const cwd = '/srv/tutor';

describe('file storage configuration', () => {
  it('keeps files on the disk and streams downloads by default', () => {
    expect(loadAppConfig({}, cwd).files.storage).toEqual({
      store: 'disk',
      downloads: 'stream',
      s3: undefined,
    });
  });

  it('reads the S3 settings with FILE_STORAGE=s3', () => {
    const { storage } = loadAppConfig(
      {
        FILE_STORAGE: 's3',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_BUCKET: 'tutor-files',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        FILE_DOWNLOADS: 'presigned',
        S3_PRESIGN_SECONDS: '30',
      },
      cwd,
    ).files;
    expect(storage).toEqual({
      store: 's3',
      downloads: 'presigned',
      s3: {
        endpoint: 'http://127.0.0.1:9000',
        bucket: 'tutor-files',
        region: 'us-east-1',
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        forcePathStyle: true,
        presignSeconds: 30,
      },
    });
  });

  it('leaves the keys to the SDK when none are set', () => {
    const env = { FILE_STORAGE: 's3', S3_BUCKET: 'tutor-files', S3_REGION: 'eu-central-1' };
    const { s3 } = loadAppConfig(env, cwd).files.storage;
    expect(s3).toMatchObject({ region: 'eu-central-1', credentials: undefined });
    expect(s3?.forcePathStyle).toBe(false);
  });

  it.each([
    [{ FILE_STORAGE: 's3' }, 'FILE_STORAGE=s3 needs S3_BUCKET'],
    [{ FILE_STORAGE: 'ftp' }, 'FILE_STORAGE must be one of disk, s3'],
    [{ S3_ACCESS_KEY_ID: 'key' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together'],
    [{ S3_BUCKET: 'No_Such' }, 'S3_BUCKET must be a bucket name'],
    [{ S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must be an http:// or https:// URL'],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE must be true or false'],
    [{ FILE_DOWNLOADS: 'cdn' }, 'FILE_DOWNLOADS must be one of stream, presigned'],
    [{ S3_PRESIGN_SECONDS: '0' }, 'S3_PRESIGN_SECONDS must be an integer between 1 and 604800'],
  ])('refuses %p', (env, message) => {
    expect(() => loadAppConfig(env, cwd)).toThrow(message);
  });
});
