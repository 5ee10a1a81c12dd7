import {
  arrayOf,
  bool,
  constant,
  int,
  moment,
  named,
  num,
  object,
  oneOf,
  oneOfValues,
  RecordId,
  text,
  type Schema,
  type Static,
} from './schema';

/**
 * The teacher's marks over one page of a student's image or PDF answer: a vector layer kept
 * beside the work, never in the student's file. Every coordinate is page-relative (0..1 of
 * the page's width and height), so the layer scales to any screen and to the export.
 */
export const ANNOTATION_LIMITS = {
  /** Shapes on one page. */
  shapesPerPage: 300,
  /** Points of one pen or highlighter stroke (each point is two numbers: x, y). */
  pointsPerStroke: 1000,
  /** Characters of a text note. */
  noteMax: 500,
  /** A stroke's width as a share of the page's width. */
  widthMin: 0.001,
  widthMax: 0.08,
  /** A stamp's size as a share of the page's width. */
  stampSizeMin: 0.01,
  stampSizeMax: 0.3,
} as const;

export const ANNOTATION_COLORS = ['red', 'blue', 'green', 'black'] as const;
export const AnnotationColorSchema = oneOfValues(ANNOTATION_COLORS);
export type AnnotationColor = Static<typeof AnnotationColorSchema>;

export const ANNOTATION_SHAPE_TYPES = ['pen', 'highlighter', 'stamp', 'note'] as const;
export const ANNOTATION_STAMPS = ['tick', 'cross'] as const;

const unit = (): Schema<number> => num({ minimum: 0, maximum: 1 });
/** x0, y0, x1, y1, …: a stroke's points, page-relative. */
const points = (): Schema<number[]> => ({
  ...arrayOf(unit()),
  minItems: 2,
  maxItems: ANNOTATION_LIMITS.pointsPerStroke * 2,
});
const width = (): Schema<number> =>
  num({ minimum: ANNOTATION_LIMITS.widthMin, maximum: ANNOTATION_LIMITS.widthMax });

export const AnnotationShapeSchema = named(
  'AnnotationShape',
  oneOf(
    object({
      type: constant('pen'),
      points: points(),
      color: AnnotationColorSchema,
      width: width(),
    }),
    object({
      type: constant('highlighter'),
      points: points(),
      color: AnnotationColorSchema,
      width: width(),
    }),
    object({
      type: constant('stamp'),
      stamp: oneOfValues(ANNOTATION_STAMPS),
      x: unit(),
      y: unit(),
      size: num({
        minimum: ANNOTATION_LIMITS.stampSizeMin,
        maximum: ANNOTATION_LIMITS.stampSizeMax,
      }),
      color: AnnotationColorSchema,
    }),
    object({
      type: constant('note'),
      x: unit(),
      y: unit(),
      text: text({ maxLength: ANNOTATION_LIMITS.noteMax }),
      color: AnnotationColorSchema,
    }),
  ),
);
export type AnnotationShape = Static<typeof AnnotationShapeSchema>;
export type AnnotationStroke = Extract<AnnotationShape, { type: 'pen' | 'highlighter' }>;
export type AnnotationStamp = Extract<AnnotationShape, { type: 'stamp' }>;
export type AnnotationNote = Extract<AnnotationShape, { type: 'note' }>;

/** The marks of one page of one answer file; version 0 is a page never saved. */
export const AnnotationLayerSchema = named(
  'AnnotationLayer',
  object({
    file_id: RecordId,
    /** 1-based page (1 for an image). */
    page: int({ minimum: 1 }),
    /** Optimistic lock: a save carries the version it saw; a stale one is 409. */
    version: int({ minimum: 0 }),
    shapes: arrayOf(AnnotationShapeSchema),
    updated_at: moment(),
  }),
);
export type AnnotationLayer = Static<typeof AnnotationLayerSchema>;

/**
 * GET /api/works/:workId/annotations: every saved layer of the work. The student gets them
 * once the work is checked or returned for rework (`visible`), an empty list before.
 */
export const WorkAnnotationsSchema = named(
  'WorkAnnotations',
  object({
    /** Whether the caller may see the marks now (always for the teacher). */
    visible: bool(),
    layers: arrayOf(AnnotationLayerSchema),
  }),
);
export type WorkAnnotations = Static<typeof WorkAnnotationsSchema>;

/** PUT /api/works/:workId/annotations/:fileId/pages/:page */
export interface AnnotationLayerInput {
  version: number;
  shapes: AnnotationShape[];
}

export const ANNOTATION_EXPORT_FORMATS = ['png', 'pdf'] as const;
export type AnnotationExportFormat = (typeof ANNOTATION_EXPORT_FORMATS)[number];
