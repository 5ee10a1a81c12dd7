import { Injectable } from '@nestjs/common';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { FilesService } from '../../files/files.service';
import { fileKind } from '../../files/file-types';
import type { StoredFile } from '../../files/stored-file.entity';

/** The longest side of a page image the export draws on, in pixels. */
const PAGE_SIDE_MAX = 2000;

export const isPdf = (file: StoredFile): boolean => file.mime === 'application/pdf';

/** Whether marks can be drawn over the file: a raster image or a PDF. */
export const isAnnotatable = (file: StoredFile): boolean =>
  fileKind(file.mime) === 'image' || isPdf(file);

/**
 * The pages of an answer file the marks are drawn over: how many there are and each one
 * as a PNG. Raster images are their own one page; a PDF's pages are counted here and
 * rendered by the files module's previews where it has them.
 */
@Injectable()
export class AnnotationPages {
  constructor(private readonly files: FilesService) {}

  async pageCount(file: StoredFile): Promise<number> {
    if (fileKind(file.mime) === 'image') return 1;
    if (!isPdf(file)) return 0;
    try {
      const pdf = await PDFDocument.load(await this.bytes(file), { ignoreEncryption: true });
      return pdf.getPageCount();
    } catch {
      return 0;
    }
  }

  /** Page `n` (1-based) as a PNG; a raster image is scaled down to PAGE_SIDE_MAX. */
  async page(file: StoredFile, n: number): Promise<Buffer> {
    if (fileKind(file.mime) !== 'image' || n !== 1) throw new Error('No page image');
    const image = await loadImage(await this.bytes(file));
    const scale = Math.min(1, PAGE_SIDE_MAX / Math.max(image.width, image.height));
    const canvas = createCanvas(
      Math.max(1, Math.round(image.width * scale)),
      Math.max(1, Math.round(image.height * scale)),
    );
    canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
    return canvas.encode('png');
  }

  private async bytes(file: StoredFile): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.files.open(file))
      chunks.push(Buffer.from(chunk as Buffer));
    return Buffer.concat(chunks);
  }
}
