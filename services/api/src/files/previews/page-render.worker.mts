// Renders one page of a PDF or an image in a child process, away from the API: the
// service kills it on a timeout, and a native crash on hostile bytes (the image decoder
// can segfault) ends only this process. Node runs this file as it is (.mts with
// types stripped, under Jest) or as tsc built it (.mjs); either way pdfjs-dist loads through
// a real import(), never through a bundler or Jest's module system.
import type { PageJob, PageJobResult } from './page-render.job.js';

// pdfjs-dist and @napi-rs/canvas ship their own types; this thread only needs these calls.
interface Canvas {
  width: number;
  height: number;
  getContext(kind: '2d'): Context;
  toBuffer(mime: 'image/png'): Buffer;
}
interface Context {
  drawImage(image: unknown, x: number, y: number, width: number, height: number): void;
  fillStyle: string;
  fillRect(x: number, y: number, width: number, height: number): void;
  globalAlpha: number;
  font: string;
  textAlign: string;
  textBaseline: string;
  save(): void;
  restore(): void;
  translate(x: number, y: number): void;
  rotate(angle: number): void;
  fillText(text: string, x: number, y: number): void;
  measureText(text: string): { width: number };
}
interface CanvasModule {
  createCanvas(width: number, height: number): Canvas;
  loadImage(source: Buffer): Promise<{ width: number; height: number }>;
  GlobalFonts: { registerFromPath(path: string, family: string): unknown };
}
interface Viewport {
  width: number;
  height: number;
}
interface PdfPage {
  getViewport(options: { scale: number }): Viewport;
  render(options: { canvas: null; canvasContext: Context; viewport: Viewport }): {
    promise: Promise<void>;
  };
}
interface PdfDocument {
  numPages: number;
  getPage(page: number): Promise<PdfPage>;
  destroy(): Promise<void>;
}
interface PdfModule {
  getDocument(options: Record<string, unknown>): { promise: Promise<PdfDocument> };
}

let job: PageJob;

async function canvasModule(): Promise<CanvasModule> {
  const canvas = (await import('@napi-rs/canvas')) as unknown as CanvasModule & {
    default?: CanvasModule;
  };
  const module = canvas.default ?? canvas;
  module.GlobalFonts.registerFromPath(`${job.fontsDir}LiberationSans-Bold.ttf`, 'Watermark');
  return module;
}

/** The scale that makes a page `width` px wide, within the height and area caps. */
function scaleFor(viewport: Viewport, upscale: boolean): number {
  const byWidth = job.width / viewport.width;
  const byHeight = job.maxHeight / viewport.height;
  const scale = Math.min(byWidth, byHeight);
  return upscale ? scale : Math.min(scale, 1);
}

async function openPdf(): Promise<PdfDocument> {
  const pdfjs = (await import('pdfjs-dist/legacy/build/pdf.mjs')) as unknown as PdfModule;
  return pdfjs.getDocument({
    data: new Uint8Array(job.bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    standardFontDataUrl: job.fontsDir,
    wasmUrl: job.wasmDir,
    verbosity: 0,
  }).promise;
}

/** The text diagonally across the page, repeated, semi-transparent. */
function drawWatermark(context: Context, width: number, height: number, text: string): void {
  const size = Math.max(16, Math.round(width / 10));
  context.save();
  context.globalAlpha = 0.22;
  context.fillStyle = '#b00020';
  context.font = `bold ${size}px Watermark`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.translate(width / 2, height / 2);
  context.rotate(-Math.atan2(height, width));
  const step = Math.max(context.measureText(text).width, size) + size * 2;
  const reach = Math.hypot(width, height) / 2 + step;
  for (let y = -reach; y <= reach; y += size * 3) {
    const shift = (Math.round(y / (size * 3)) % 2) * (step / 2);
    for (let x = -reach; x <= reach; x += step) context.fillText(text, x + shift, y);
  }
  context.restore();
}

function finish(canvas: Canvas, context: Context): Buffer {
  if (job.watermark !== undefined)
    drawWatermark(context, canvas.width, canvas.height, job.watermark);
  return canvas.toBuffer('image/png');
}

async function renderPdf(): Promise<PageJobResult> {
  const document = await openPdf();
  try {
    const pages = document.numPages;
    if (job.page === 0 || job.page > pages) return { pages };
    const canvases = await canvasModule();
    const page = await document.getPage(job.page);
    const viewport = page.getViewport({ scale: scaleFor(page.getViewport({ scale: 1 }), true) });
    const canvas = canvases.createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas: null, canvasContext: context, viewport }).promise;
    return { pages, png: finish(canvas, context) };
  } finally {
    await document.destroy();
  }
}

async function renderImage(): Promise<PageJobResult> {
  const canvases = await canvasModule();
  const image = await canvases.loadImage(Buffer.from(job.bytes));
  if (image.width < 1 || image.height < 1) return { pages: 0 };
  if (job.page !== 1) return { pages: 1 };
  const scale = scaleFor(image, false);
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = canvases.createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0, width, height);
  return { pages: 1, png: finish(canvas, context) };
}

async function run(): Promise<PageJobResult> {
  try {
    return job.kind === 'pdf' ? await renderPdf() : await renderImage();
  } catch {
    // Broken or hostile bytes: no preview, whatever the renderer tripped on.
    return { pages: 0 };
  }
}

process.once('message', (message: PageJob) => {
  job = message;
  void run().then((result) => process.send?.(result, () => process.exit(0)));
});
