import { Injectable, StreamableFile } from '@nestjs/common';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { drawAnnotationLayer, type AnnotationExportFormat } from '@tutor/contracts';
import { PDFDocument } from 'pdf-lib';
import { contentDisposition } from '../../files/file-names';
import type { User } from '../../users/user.entity';
import { AnnotationPages } from './annotation-pages.provider';
import { WorkAnnotations } from './work-annotations.service';

/** A PDF point is 1/72 in; a page image is taken as 96 px to the inch. */
const POINTS_PER_PIXEL = 72 / 96;

/**
 * A page with its marks drawn on it, as a PNG or a one-page PDF: a new file each time,
 * drawn by the same drawAnnotationLayer as the browser. The student's file is only read.
 */
@Injectable()
export class AnnotationExport {
  constructor(
    private readonly annotations: WorkAnnotations,
    private readonly pages: AnnotationPages,
  ) {}

  async export(
    user: User,
    workId: number,
    fileId: number,
    page: number,
    format: AnnotationExportFormat,
  ): Promise<StreamableFile> {
    const { file, layer } = await this.annotations.readable(user, workId, fileId, page);
    const png = await this.drawn(await this.pages.page(file, page), layer?.shapes ?? []);
    const bytes = format === 'pdf' ? await pdfOf(png) : png;
    const name = `work-${workId}-file-${fileId}-page-${page}.${format}`;
    return new StreamableFile(bytes, {
      type: format === 'pdf' ? 'application/pdf' : 'image/png',
      length: bytes.length,
      disposition: contentDisposition('attachment', name),
    });
  }

  private async drawn(
    pagePng: Buffer,
    shapes: Parameters<typeof drawAnnotationLayer>[1]['shapes'],
  ): Promise<Buffer> {
    const image = await loadImage(pagePng);
    const canvas = createCanvas(image.width, image.height);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(image, 0, 0);
    drawAnnotationLayer(ctx, { shapes }, image.width, image.height);
    return canvas.encode('png');
  }
}

async function pdfOf(png: Buffer): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(png);
  const width = image.width * POINTS_PER_PIXEL;
  const height = image.height * POINTS_PER_PIXEL;
  pdf.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
  return Buffer.from(await pdf.save());
}
