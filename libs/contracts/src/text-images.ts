import { ATTACHMENT_LIMITS } from './attachments';

/**
 * Images in a question's text and options: `![alt](file:ID)`, optionally sized with
 * `{width=N}` right after (CSS pixels). ID is an uploaded image file's id; the alt text
 * describes it for those who can't see it and is required (the API refuses an empty one).
 * The API checks and resolves the ids (the question's `images`); the pages render them
 * through this one splitter, the text parts going on to splitMathText.
 */
export type TextImagePart =
  | { kind: 'text'; text: string }
  | { kind: 'image'; fileId: number; alt: string; width: number | null; source: string };

const IMAGE = /!\[([^\]\n]*)\]\(file:(\d{1,12})\)(?:\{width=(\d{1,5})\})?/g;

function imageWidth(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  const width = Number(raw);
  return Math.min(
    Math.max(width, ATTACHMENT_LIMITS.imageWidthMin),
    ATTACHMENT_LIMITS.imageWidthMax,
  );
}

/** The text in plain parts and images, in order. */
export function splitTextImages(text: string): TextImagePart[] {
  const parts: TextImagePart[] = [];
  let last = 0;
  for (const match of text.matchAll(IMAGE)) {
    const [source, alt = '', id = '', width] = match;
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({
      kind: 'image',
      fileId: Number(id),
      alt: alt.trim(),
      width: imageWidth(width),
      source,
    });
    last = match.index + source.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** The ids of the images a text names, in order, each once. */
export function textImageIds(text: string): number[] {
  if (!text.includes('](file:')) return [];
  const ids = splitTextImages(text).flatMap((part) => (part.kind === 'image' ? [part.fileId] : []));
  return [...new Set(ids)];
}

/** The markup of an image, as the editor inserts it. */
export function textImageMarkup(fileId: number, alt: string, width?: number): string {
  const cleanAlt = alt.replace(/[[\]\n]/g, ' ').trim();
  return `![${cleanAlt}](file:${fileId})${width === undefined ? '' : `{width=${width}}`}`;
}
