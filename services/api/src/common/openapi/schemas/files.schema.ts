import { object } from '../json-schema';

export { StoredFileRefSchema } from '@tutor/contracts';

/** Multipart body of POST /api/files. */
export const FileUploadSchema = object({ file: { type: 'string', format: 'binary' } });

/** A file's bytes as stored. */
export const BinarySchema = { type: 'string', format: 'binary' } as const;
