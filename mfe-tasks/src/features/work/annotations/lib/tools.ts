import { ANNOTATION_LIMITS, type AnnotationColor, type AnnotationShape } from '@tutor/contracts';

export type AnnotationTool = 'pen' | 'highlighter' | 'tick' | 'cross' | 'note';
export const ANNOTATION_TOOLS: readonly AnnotationTool[] = [
  'pen',
  'highlighter',
  'tick',
  'cross',
  'note',
];

export const PEN_WIDTH = 0.006;
export const HIGHLIGHTER_WIDTH = 0.03;
export const STAMP_SIZE = 0.08;

export const isStrokeTool = (tool: AnnotationTool): tool is 'pen' | 'highlighter' =>
  tool === 'pen' || tool === 'highlighter';

/** The shape a tap of `tool` places at (x, y); null for strokes, and for a note without text. */
export function placedShape(
  tool: AnnotationTool,
  color: AnnotationColor,
  x: number,
  y: number,
  text: string,
): AnnotationShape | null {
  switch (tool) {
    case 'tick':
    case 'cross':
      return { type: 'stamp', stamp: tool, x, y, size: STAMP_SIZE, color };
    case 'note': {
      const note = text.trim().slice(0, ANNOTATION_LIMITS.noteMax);
      return note === '' ? null : { type: 'note', x, y, text: note, color };
    }
    case 'pen':
    case 'highlighter':
      return null;
  }
}

/** A stroke begun at (x, y). */
export const strokeAt = (
  tool: 'pen' | 'highlighter',
  color: AnnotationColor,
  x: number,
  y: number,
): Extract<AnnotationShape, { type: 'pen' | 'highlighter' }> => ({
  type: tool,
  points: [x, y],
  color,
  width: tool === 'pen' ? PEN_WIDTH : HIGHLIGHTER_WIDTH,
});
