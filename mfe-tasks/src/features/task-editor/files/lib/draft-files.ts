import type { Attachment, StoredFileRef } from '@tutor/contracts';

/** A file in the editor: one the task holds (with page previews) or one just uploaded. */
export type DraftFile = StoredFileRef & Partial<Pick<Attachment, 'pages' | 'pages_url'>>;

/**
 * The `attachments` of an input: the ids, or nothing for a list the draft never had (a task
 * without files posts exactly what it did before files existed).
 */
export function attachmentIds(files: readonly DraftFile[] | undefined): {
  attachments?: number[];
} {
  return files === undefined ? {} : { attachments: files.map((file) => file.id) };
}

/** The files a stored task or question lists, undefined for none. */
export function draftFiles(files: readonly Attachment[] | undefined): DraftFile[] | undefined {
  return files === undefined || files.length === 0 ? undefined : [...files];
}

/** `files` with `file` added once (a re-upload of the same id replaces it). */
export function withFile(files: readonly DraftFile[] | undefined, file: DraftFile): DraftFile[] {
  return [...(files ?? []).filter((kept) => kept.id !== file.id), file];
}
