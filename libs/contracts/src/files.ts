/** An uploaded file (POST /api/files, multipart field `file`). */
export interface StoredFileRef {
  id: number;
  name: string;
  size: number;
  mime: string;
  /**
   * How the browser may show it: 'image' is a raster image (png, jpeg, gif, webp) served
   * inline, fit for an <img>; 'audio' plays inline; anything else (SVG too) is a download.
   */
  kind: FileKind;
  /** GET address of the content, for the owner and those allowed to see the work. */
  url: string;
}

/** Upload limits the server enforces, from config (FILE_MAX_MB, FILE_TYPES). */
export interface FileLimits {
  max_mb: number;
  /** Allowed extensions, lower case, without the dot. */
  types: string[];
}

export type FileKind = 'image' | 'audio' | 'other';
