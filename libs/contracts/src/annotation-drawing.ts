import type {
  AnnotationColor,
  AnnotationNote,
  AnnotationShape,
  AnnotationStamp,
  AnnotationStroke,
} from './annotations';

/**
 * The part of a 2D canvas context the marks are drawn with: the browser's
 * CanvasRenderingContext2D and @napi-rs/canvas's context both fit, so the page, the
 * student's overlay and the server's export draw the same way.
 */
export interface AnnotationCanvas {
  strokeStyle: unknown;
  fillStyle: unknown;
  lineWidth: number;
  lineCap: 'butt' | 'round' | 'square';
  lineJoin: 'bevel' | 'miter' | 'round';
  globalAlpha: number;
  font: string;
  textBaseline: 'alphabetic' | 'bottom' | 'hanging' | 'ideographic' | 'middle' | 'top';
  save(): void;
  restore(): void;
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  stroke(): void;
  fillRect(x: number, y: number, w: number, h: number): void;
  strokeRect(x: number, y: number, w: number, h: number): void;
  fillText(text: string, x: number, y: number): void;
  measureText(text: string): { width: number };
}

export const ANNOTATION_COLOR_VALUES: Readonly<Record<AnnotationColor, string>> = {
  red: '#d32f2f',
  blue: '#1565c0',
  green: '#2e7d32',
  black: '#212121',
};

/** What a highlighter lets through. */
const HIGHLIGHTER_ALPHA = 0.35;
/** A note's text height, as a share of the page's width, and its lines' width. */
export const NOTE_FONT_SHARE = 0.034;
const NOTE_WIDTH_SHARE = 0.4;

function drawStroke(ctx: AnnotationCanvas, shape: AnnotationStroke, w: number, h: number): void {
  const { points } = shape;
  if (points.length < 2) return;
  ctx.save();
  ctx.strokeStyle = ANNOTATION_COLOR_VALUES[shape.color];
  ctx.lineWidth = Math.max(1, shape.width * w);
  ctx.lineCap = shape.type === 'highlighter' ? 'butt' : 'round';
  ctx.lineJoin = 'round';
  ctx.globalAlpha = shape.type === 'highlighter' ? HIGHLIGHTER_ALPHA : 1;
  ctx.beginPath();
  ctx.moveTo((points[0] ?? 0) * w, (points[1] ?? 0) * h);
  for (let i = 2; i + 1 < points.length; i += 2) {
    ctx.lineTo((points[i] ?? 0) * w, (points[i + 1] ?? 0) * h);
  }
  if (points.length === 2) ctx.lineTo((points[0] ?? 0) * w + 0.5, (points[1] ?? 0) * h);
  ctx.stroke();
  ctx.restore();
}

function drawStamp(ctx: AnnotationCanvas, shape: AnnotationStamp, w: number, h: number): void {
  const size = shape.size * w;
  const x = shape.x * w;
  const y = shape.y * h;
  ctx.save();
  ctx.strokeStyle = ANNOTATION_COLOR_VALUES[shape.color];
  ctx.globalAlpha = 1;
  ctx.lineWidth = Math.max(2, size / 8);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.beginPath();
  if (shape.stamp === 'tick') {
    ctx.moveTo(x - size / 2, y);
    ctx.lineTo(x - size / 8, y + size / 2.5);
    ctx.lineTo(x + size / 2, y - size / 2.5);
  } else {
    ctx.moveTo(x - size / 2.5, y - size / 2.5);
    ctx.lineTo(x + size / 2.5, y + size / 2.5);
    ctx.moveTo(x + size / 2.5, y - size / 2.5);
    ctx.lineTo(x - size / 2.5, y + size / 2.5);
  }
  ctx.stroke();
  ctx.restore();
}

/** A note's text broken into lines no wider than `max` (by words; a long word alone). */
export function noteLines(
  ctx: Pick<AnnotationCanvas, 'measureText'>,
  text: string,
  max: number,
): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line === '' ? word : `${line} ${word}`;
      if (line !== '' && ctx.measureText(next).width > max) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

function drawNote(ctx: AnnotationCanvas, shape: AnnotationNote, w: number, h: number): void {
  const font = Math.max(12, NOTE_FONT_SHARE * w);
  const pad = font / 3;
  ctx.save();
  ctx.font = `${font}px sans-serif`;
  ctx.textBaseline = 'top';
  const lines = noteLines(ctx, shape.text, NOTE_WIDTH_SHARE * w);
  const boxW = Math.max(...lines.map((line) => ctx.measureText(line).width)) + pad * 2;
  const boxH = lines.length * font * 1.2 + pad * 2;
  const x = Math.min(shape.x * w, Math.max(0, w - boxW));
  const y = Math.min(shape.y * h, Math.max(0, h - boxH));
  ctx.globalAlpha = 0.9;
  ctx.fillStyle = '#fffde7';
  ctx.fillRect(x, y, boxW, boxH);
  ctx.globalAlpha = 1;
  ctx.strokeStyle = ANNOTATION_COLOR_VALUES[shape.color];
  ctx.lineWidth = Math.max(1, font / 12);
  ctx.strokeRect(x, y, boxW, boxH);
  ctx.fillStyle = ANNOTATION_COLOR_VALUES[shape.color];
  lines.forEach((line, i) => ctx.fillText(line, x + pad, y + pad + i * font * 1.2));
  ctx.restore();
}

/** Draws one shape on a page of `width` × `height` pixels. */
export function drawAnnotationShape(
  ctx: AnnotationCanvas,
  shape: AnnotationShape,
  width: number,
  height: number,
): void {
  switch (shape.type) {
    case 'pen':
    case 'highlighter':
      drawStroke(ctx, shape, width, height);
      return;
    case 'stamp':
      drawStamp(ctx, shape, width, height);
      return;
    case 'note':
      drawNote(ctx, shape, width, height);
      return;
  }
}

/**
 * Draws a layer's shapes in order over a page of `width` × `height` pixels (highlighter
 * strokes first, so the pen and the notes stay readable over them). The one way marks are
 * drawn: on the check page, on the student's page and in the exported image.
 */
export function drawAnnotationLayer(
  ctx: AnnotationCanvas,
  layer: { shapes: readonly AnnotationShape[] },
  width: number,
  height: number,
): void {
  const under = layer.shapes.filter((shape) => shape.type === 'highlighter');
  const over = layer.shapes.filter((shape) => shape.type !== 'highlighter');
  for (const shape of [...under, ...over]) drawAnnotationShape(ctx, shape, width, height);
}
