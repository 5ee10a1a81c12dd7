import { int, named, object, oneOfValues, RecordId, text, type Static } from './schema';

/**
 * How the browser may show a file: 'image' is a raster image (png, jpeg, gif, webp) served
 * inline, fit for an <img>; 'audio' plays inline; anything else (SVG too) is a download.
 */
export const FileKindSchema = oneOfValues(['image', 'audio', 'other']);
export type FileKind = Static<typeof FileKindSchema>;

/** An uploaded file (POST /api/files, multipart field `file`). */
export const StoredFileRefSchema = named(
  'StoredFileRef',
  object({
    id: RecordId,
    name: text(),
    size: int(),
    mime: text(),
    kind: FileKindSchema,
    /** GET address of the content, for the owner and those allowed to see the work. */
    url: text(),
  }),
);
export type StoredFileRef = Static<typeof StoredFileRefSchema>;

/** Upload limits the server enforces, from config (FILE_MAX_MB, FILE_TYPES). */
export interface FileLimits {
  max_mb: number;
  /** Allowed extensions, lower case, without the dot. */
  types: string[];
}
