import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AccessException } from '../../common/errors/access.exception';
import { FileStorage, StoredBytesMissingError } from '../file-storage';
import { servedMime } from '../file-types';
import { StoredFile } from '../stored-file.entity';
import { PageRenderer } from './page-renderer';

/** What the server renders pages of: PDFs and raster images (never SVG). */
export function previewKind(mime: string): 'pdf' | 'image' | null {
  const served = servedMime(mime);
  if (served === 'application/pdf') return 'pdf';
  return /^image\/(png|jpeg|gif|webp)$/.test(served) ? 'image' : null;
}

/** Where the PNG of a page is kept in the file storage. */
export function previewKey(
  file: Pick<StoredFile, 'storageKey'>,
  page: number,
  watermarked: boolean,
): string {
  return `previews/${file.storageKey}/${page}${watermarked ? '-wm' : ''}`;
}

/** Every key a file's cached pages may use (plain and watermarked), by its counted pages. */
export function previewKeys(file: Pick<StoredFile, 'storageKey' | 'pageCount'>): string[] {
  const pages = Array.from({ length: file.pageCount ?? 0 }, (_, index) => index + 1);
  return pages.flatMap((page) => [previewKey(file, page, false), previewKey(file, page, true)]);
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Counts the pages of files not counted yet (their rows then carry pageCount). */
export async function countPages(
  previews: FilePreviews,
  files: readonly StoredFile[],
): Promise<void> {
  await Promise.all(files.map((file) => previews.pageCount(file)));
}

/**
 * Pages of stored files as PNG previews, rendered on the server from rasterised pages (a
 * PDF's scripts and fonts never reach a browser). Counts are kept on the file's row, pages
 * in the file storage: a second request reads bytes only.
 */
@Injectable()
export class FilePreviews {
  constructor(
    @InjectRepository(StoredFile) private readonly files: Repository<StoredFile>,
    private readonly storage: FileStorage,
    private readonly renderer: PageRenderer,
  ) {}

  /** A PDF's page count, 1 for a raster image, 0 for a file without preview. */
  async pageCount(file: StoredFile): Promise<number> {
    if (typeof file.pageCount === 'number') return file.pageCount;
    const kind = previewKind(file.mime);
    if (kind === null) return 0;
    // A raster image is one page without decoding it (a broken one's page is then 404).
    const { pages, transient } =
      kind === 'image' ? { pages: 1, transient: false } : await this.render(file, kind, 0);
    // A render cut off by the timeout may pass another time: only a real count is kept.
    if (transient === true) return pages;
    await this.files.update({ id: file.id }, { pageCount: pages });
    file.pageCount = pages;
    return pages;
  }

  /** Page n (1-based) as a PNG about PAGE_WIDTH px wide; not found outside 1..pageCount. */
  async page(
    file: StoredFile,
    page: number,
    options: { watermark?: string } = {},
  ): Promise<Buffer> {
    if (!Number.isInteger(page) || page < 1) throw AccessException.notFound();
    const key = previewKey(file, page, options.watermark !== undefined);
    const cached = await this.cached(key);
    if (cached !== null) return cached;
    const pages = await this.pageCount(file);
    const kind = previewKind(file.mime);
    if (kind === null || page > pages) throw AccessException.notFound();
    const { png } = await this.render(file, kind, page, options.watermark);
    if (png === undefined) throw AccessException.notFound();
    const buffer = Buffer.from(png);
    // Two first requests race: the later write finds the key taken, and that is fine.
    await this.storage.put(key, buffer).catch(() => undefined);
    return buffer;
  }

  private async cached(key: string): Promise<Buffer | null> {
    try {
      return await bytesOf(await this.storage.read(key));
    } catch (error) {
      if (error instanceof StoredBytesMissingError) return null;
      throw error;
    }
  }

  private async render(
    file: StoredFile,
    kind: 'pdf' | 'image',
    page: number,
    watermark?: string,
  ): ReturnType<PageRenderer['render']> {
    let bytes: Buffer;
    try {
      bytes = await bytesOf(await this.storage.read(file.storageKey));
    } catch (error) {
      if (error instanceof StoredBytesMissingError) return { pages: 0 };
      throw error;
    }
    return this.renderer.render({ kind, bytes, page, watermark });
  }
}
