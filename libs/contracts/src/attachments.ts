import { FileKindSchema } from './files';
import { int, named, nullable, object, RecordId, text, type Static } from './schema';

/**
 * A file attached to a task, to one of its questions, or named by an image in a question's
 * text or options, as the teacher's task, the student's work and the material page show it.
 * The task keeps the file ids; a sent work shows those of its task revision.
 */
export const AttachmentSchema = named(
  'Attachment',
  object({
    /** The stored file's id (what TaskInput's `attachments` and text images name). */
    id: RecordId,
    name: text(),
    size: int(),
    mime: text(),
    kind: FileKindSchema,
    /** GET: the file itself, for whoever may see the task (a download unless an image/audio). */
    url: text(),
    /**
     * Pages the server renders as PNG previews: a PDF's page count, 1 for an image, 0 for
     * a file without preview (audio, documents). Page n (1-based) is GET `${pages_url}/${n}`.
     */
    pages: int(),
    pages_url: text(),
  }),
);
export type Attachment = Static<typeof AttachmentSchema>;

/**
 * A file of a marketplace material (the attachments of its task and questions). Everyone
 * who may see the material gets `preview_url`: the first page as a PNG with the «Образец»
 * watermark (null without a preview); only owners (the author, a buyer) get `url`.
 */
export const MaterialFileSchema = named(
  'MaterialFile',
  object({
    id: RecordId,
    name: text(),
    size: int(),
    mime: text(),
    kind: FileKindSchema,
    pages: int(),
    preview_url: nullable(text()),
    url: nullable(text()),
  }),
);
export type MaterialFile = Static<typeof MaterialFileSchema>;

export const ATTACHMENT_LIMITS = {
  /** Files attached to the task as a whole. */
  perTask: 20,
  /** Files attached to one question. */
  perQuestion: 10,
  /** The alt text an image in a question's text or option must carry. */
  imageAltMax: 300,
  /** Shown width of an image in text, in CSS pixels. */
  imageWidthMin: 40,
  imageWidthMax: 1200,
} as const;
