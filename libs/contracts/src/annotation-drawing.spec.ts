import { drawAnnotationLayer, noteLines, type AnnotationCanvas } from './annotation-drawing';
import type { AnnotationShape } from './annotations';

/** A context that writes down what is drawn (text is 10 px a character wide). */
function recorder(): AnnotationCanvas & { log: string[] } {
  const log: string[] = [];
  return {
    log,
    strokeStyle: '',
    fillStyle: '',
    lineWidth: 1,
    lineCap: 'butt',
    lineJoin: 'miter',
    globalAlpha: 1,
    font: '',
    textBaseline: 'alphabetic',
    save: () => log.push('save'),
    restore: () => log.push('restore'),
    beginPath: () => log.push('begin'),
    moveTo: (x, y) => log.push(`move ${x} ${y}`),
    lineTo: (x, y) => log.push(`line ${x} ${y}`),
    stroke() {
      log.push(`stroke ${String(this.strokeStyle)} ${this.lineWidth} ${this.globalAlpha}`);
    },
    fillRect: (x, y, w, h) => log.push(`fillRect ${x} ${y} ${w} ${h}`),
    strokeRect: (x, y, w, h) => log.push(`strokeRect ${x} ${y} ${w} ${h}`),
    fillText: (text, x, y) => log.push(`text ${text} ${x} ${y}`),
    measureText: (text) => ({ width: text.length * 10 }),
  };
}

describe('drawAnnotationLayer', () => {
  it('draws a pen stroke in page pixels, its width a share of the page width', () => {
    const ctx = recorder();
    const pen: AnnotationShape = {
      type: 'pen',
      points: [0.1, 0.2, 0.5, 0.5],
      color: 'red',
      width: 0.01,
    };
    drawAnnotationLayer(ctx, { shapes: [pen] }, 1000, 500);
    expect(ctx.log).toEqual([
      'save',
      'begin',
      'move 100 100',
      'line 500 250',
      'stroke #d32f2f 10 1',
      'restore',
    ]);
  });

  it('draws highlighter strokes first and translucent, under the other marks', () => {
    const ctx = recorder();
    drawAnnotationLayer(
      ctx,
      {
        shapes: [
          { type: 'stamp', stamp: 'tick', x: 0.5, y: 0.5, size: 0.1, color: 'green' },
          { type: 'highlighter', points: [0, 0, 1, 1], color: 'blue', width: 0.05 },
        ],
      },
      200,
      100,
    );
    const strokes = ctx.log.filter((entry) => entry.startsWith('stroke'));
    expect(strokes).toEqual(['stroke #1565c0 10 0.35', 'stroke #2e7d32 2.5 1']);
  });

  it('keeps a note inside the page and writes its text', () => {
    const ctx = recorder();
    const note: AnnotationShape = { type: 'note', x: 0.99, y: 0.99, text: 'Хорошо', color: 'red' };
    drawAnnotationLayer(ctx, { shapes: [note] }, 1000, 800);
    const box = ctx.log
      .find((entry) => entry.startsWith('fillRect'))
      ?.split(' ')
      .map(Number);
    const [, x = 0, y = 0, w = 0, h = 0] = box ?? [];
    expect(x + w).toBeLessThanOrEqual(1000);
    expect(y + h).toBeLessThanOrEqual(800);
    expect(ctx.log.some((entry) => entry.startsWith('text Хорошо'))).toBe(true);
  });

  it('breaks a note into lines by words', () => {
    expect(noteLines(recorder(), 'one two three\nfour', 80)).toEqual(['one two', 'three', 'four']);
  });
});
