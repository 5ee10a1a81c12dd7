import { Module } from '@nestjs/common';
import { DiskFileStorage } from './disk-file-storage.service';
import { FileStorage } from './file-storage';

/** The storage of uploads' bytes, on its own so multer's options can be built from it. */
@Module({
  providers: [{ provide: FileStorage, useClass: DiskFileStorage }],
  exports: [FileStorage],
})
export class FileStorageModule {}
