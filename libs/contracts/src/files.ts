import { arrayOf, int, named, object, oneOfValues, RecordId, text, type Static } from './schema';

/**
 * How the browser may show a file: 'image' is a raster image (png, jpeg, gif, webp) served
 * inline, fit for an <img>; 'audio' plays inline; anything else (SVG too) is a download.
 */
export const FileKindSchema = oneOfValues(['image', 'audio', 'other']);
export type FileKind = Static<typeof FileKindSchema>;

/** An uploaded file (POST /api/files, multipart field `file`). */
export const StoredFileRefSchema = named(
  'StoredFileRef',
  object(
    {
      id: RecordId,
      name: text(),
      size: int(),
      mime: text(),
      kind: FileKindSchema,
      /** GET address of the content, for the owner and those allowed to see the work. */
      url: text(),
      /**
       * Work answer files: pages of the PNG preview (as Attachment.pages: a PDF's pages, 1 for
       * an image, 0 without preview); page n is GET `${pages_url}/${n}`.
       */
      pages: int(),
      pages_url: text(),
    },
    ['pages', 'pages_url'],
  ),
);
export type StoredFileRef = Static<typeof StoredFileRefSchema>;

/**
 * Upload limits the server enforces, from config (FILE_MAX_MB, FILE_TYPES, FILE_QUOTA_MB);
 * served in the app settings so a file input can offer only these types and refuse a file
 * too large before sending it (the server still checks).
 */
export const FileLimitsSchema = named(
  'FileLimits',
  object({
    /** The largest file, in MB (1 MB = 1,048,576 bytes). */
    max_mb: int(),
    /** Allowed extensions, lower case, without the dot. */
    types: arrayOf(text()),
    /** What one user may store in all, in MB. */
    quota_mb: int(),
  }),
);
export type FileLimits = Static<typeof FileLimitsSchema>;
