import { named, object, int, oneOfValues, text } from '../json-schema';
import { RecordId } from './common.schema';

/** POST /api/files: the stored upload. */
export const StoredFileRefSchema = named(
  'StoredFileRef',
  object({
    id: RecordId,
    name: text(),
    size: int(),
    mime: text(),
    kind: oneOfValues(['image', 'audio', 'other']),
    url: text(),
  }),
);

/** Multipart body of POST /api/files. */
export const FileUploadSchema = object({ file: { type: 'string', format: 'binary' } });

/** A file's bytes as stored. */
export const BinarySchema = { type: 'string', format: 'binary' } as const;
