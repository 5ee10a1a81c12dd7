import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { textImageIds, type Attachment } from '@tutor/contracts';
import { In, Repository } from 'typeorm';
import { fileKind } from '../../files/file-types';
import { countPages, FilePreviews } from '../../files/previews/file-previews.service';
import { StoredFile } from '../../files/stored-file.entity';

/** What a question names of files: its own list, and its text's and options' images. */
export interface QuestionFiles {
  text: string;
  options: readonly { text: string }[] | null;
  attachments: readonly number[] | null;
}

/** The files a question shows: its list and the images its texts name. */
export function questionFileIds(question: QuestionFiles): { listed: number[]; images: number[] } {
  const texts = [question.text, ...(question.options ?? []).map((option) => option.text)];
  return {
    listed: [...(question.attachments ?? [])],
    images: [...new Set(texts.flatMap((text) => textImageIds(text)))],
  };
}

/** The files a whole task names, each once. */
export function allFileIds(
  attachments: readonly number[] | null,
  questions: readonly QuestionFiles[],
): number[] {
  const ids = questions.flatMap((question) => {
    const { listed, images } = questionFileIds(question);
    return [...listed, ...images];
  });
  return [...new Set([...(attachments ?? []), ...ids])];
}

/** Attachment views of stored files, served under `base` (`/api/tasks/1/files`…). */
export type AttachmentsById = ReadonlyMap<number, Attachment>;

export function attachmentOf(file: StoredFile, base: string): Attachment {
  return {
    id: file.id,
    name: file.originalName,
    size: file.size,
    mime: file.mime,
    kind: fileKind(file.mime),
    url: `${base}/${file.id}`,
    pages: file.pageCount ?? 0,
    pages_url: `${base}/${file.id}/pages`,
  };
}

/** Picks the ids' views in order; a file since removed is left out. */
export function pick(ids: readonly number[], views: AttachmentsById): Attachment[] {
  return ids.flatMap((id) => {
    const view = views.get(id);
    return view === undefined ? [] : [view];
  });
}

/** Reads the files a task names and describes them (pages counted once, then kept). */
@Injectable()
export class TaskAttachments {
  constructor(
    @InjectRepository(StoredFile) private readonly files: Repository<StoredFile>,
    private readonly previews: FilePreviews,
  ) {}

  async describe(ids: readonly number[], base: string): Promise<AttachmentsById> {
    if (ids.length === 0) return new Map();
    const rows = await this.files.findBy({ id: In([...new Set(ids)]) });
    await countPages(this.previews, rows);
    return new Map(rows.map((file) => [file.id, attachmentOf(file, base)]));
  }

  /** The stored file when the task names it, else null. */
  async named(
    fileId: number,
    attachments: readonly number[] | null,
    questions: readonly QuestionFiles[],
  ): Promise<StoredFile | null> {
    if (!allFileIds(attachments, questions).includes(fileId)) return null;
    return this.files.findOneBy({ id: fileId });
  }
}
