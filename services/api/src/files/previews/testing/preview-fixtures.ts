import { PDFDocument, rgb } from 'pdf-lib';

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PDF of `pages` pages, each naming its number. */
export async function pdfOf(pages: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (let n = 1; n <= pages; n += 1) {
    const page = document.addPage([595, 842]);
    page.drawText(`Page ${n}`, { x: 50, y: 760, size: 36 });
    page.drawRectangle({ x: 50, y: 50, width: 200, height: 200, color: rgb(0, 0, 1) });
  }
  return Buffer.from(await document.save());
}

/** The width and height a PNG's header names. */
export function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
