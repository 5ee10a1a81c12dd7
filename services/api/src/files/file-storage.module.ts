import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { DiskFileStorage } from './disk-file-storage.service';
import { FileStorage } from './file-storage';
import { S3FileStorage } from './s3-file-storage.service';

/** The FileStorage FILE_STORAGE names; on its own so multer's options can be built from it. */
export function fileStorageOf(config: AppConfig): FileStorage {
  const { s3, downloads } = config.files.storage;
  return s3 === undefined ? new DiskFileStorage(config) : new S3FileStorage(s3, downloads);
}

@Module({
  providers: [{ provide: FileStorage, inject: [AppConfig], useFactory: fileStorageOf }],
  exports: [FileStorage],
})
export class FileStorageModule {}
