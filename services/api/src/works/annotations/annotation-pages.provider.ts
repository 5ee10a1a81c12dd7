import { Injectable } from '@nestjs/common';
import { FilePreviews, previewKind } from '../../files/previews/file-previews.service';
import type { StoredFile } from '../../files/stored-file.entity';

/** Whether marks can be drawn over the file: a raster image or a PDF. */
export const isAnnotatable = (file: StoredFile): boolean => previewKind(file.mime) !== null;

/**
 * The pages of an answer file the marks are drawn over: how many there are and each one
 * as a PNG, from the files module's previews (the stored file itself is only read).
 */
@Injectable()
export class AnnotationPages {
  constructor(private readonly previews: FilePreviews) {}

  pageCount(file: StoredFile): Promise<number> {
    return this.previews.pageCount(file);
  }

  /** Page `n` (1-based) as a PNG. */
  page(file: StoredFile, n: number): Promise<Buffer> {
    return this.previews.page(file, n);
  }
}
