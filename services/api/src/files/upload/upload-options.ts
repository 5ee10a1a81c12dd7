import type { MulterModuleOptions } from '@nestjs/platform-express';
import type { Request } from 'express';
import type { Clock } from '../../common/clock/clock.service';
import type { FilesConfig } from '../../config/app-config';
import type { FileStorage } from '../file-storage';
import { extensionOf } from '../file-types';
import { UploadStorageEngine } from './upload-storage.engine';
import { FilesErrorCode, FilesException } from '../files.errors';

const MB = 1024 * 1024;

/** The refusal of a file whose extension is not in FILE_TYPES, listing the allowed ones. */
export function typeRefusal(config: FilesConfig): FilesException {
  const types = config.types.join(', ');
  return new FilesException(FilesErrorCode.Type, { params: { types } });
}

/**
 * multer for POST /api/files: one file of at most FILE_MAX_MB, of an allowed type (checked
 * from the name before a byte is stored), UTF-8 names, and little room for other fields.
 */
export function uploadOptions(
  config: FilesConfig,
  storage: FileStorage,
  clock: Clock,
): MulterModuleOptions {
  return {
    storage: new UploadStorageEngine(storage, clock),
    defParamCharset: 'utf8',
    limits: { fileSize: config.maxMb * MB, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    fileFilter: (_req: Request, file, accept) => {
      if (config.types.includes(extensionOf(file.originalname))) accept(null, true);
      else accept(typeRefusal(config), false);
    },
  };
}
