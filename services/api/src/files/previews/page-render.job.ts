/** What the page-render worker is given: the bytes and which page, how wide. */
export interface PageJob {
  kind: 'pdf' | 'image';
  bytes: Uint8Array;
  /** 1-based; 0 only counts the pages. */
  page: number;
  /** Width of the page PNG in px (images are only scaled down to it). */
  width: number;
  /** Cap on the PNG's height in px: a very tall page is scaled down to it. */
  maxHeight: number;
  watermark?: string;
  /** pdfjs-dist's standard_fonts and wasm folders, each ending with '/'. */
  fontsDir: string;
  wasmDir: string;
}

/** The page count, with the PNG when the page exists and was asked for. */
export interface PageJobResult {
  pages: number;
  png?: Uint8Array;
  /** The render was cut off (timeout, thread limits): another try may pass. */
  transient?: boolean;
}
