import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  textImageIds,
  type MaterialContent,
  type MaterialFile,
  type MaterialQuestion,
} from '@tutor/contracts';
import { In, Repository } from 'typeorm';
import { fileKind } from '../../files/file-types';
import { countPages, FilePreviews } from '../../files/previews/file-previews.service';
import { StoredFile } from '../../files/stored-file.entity';
import { isAuthor, owns, type Viewer } from '../material-access';
import type { Material } from '../material.entity';

/** The watermark of a material file's preview page. */
export const SAMPLE_WATERMARK = 'Образец';

/** The files a material lists: its task's and its questions' attachments (not text images). */
export function materialFileIds(content: MaterialContent | null): number[] {
  if (content === null) return [];
  const ids = [...(content.attachments ?? []), ...(content.question_attachments ?? []).flat()];
  return [...new Set(ids)];
}

/** The images a question's text and options name. */
export function questionImageIds(question: MaterialQuestion): number[] {
  const texts = [question.text, ...(question.options ?? []).map((option) => option.text)];
  return [...new Set(texts.flatMap(textImageIds))];
}

/**
 * The shown questions with their images resolved: the file itself for those who may
 * download, else its watermarked first page.
 */
export function withImages(
  material: Material,
  questions: MaterialQuestion[],
  download: boolean,
): MaterialQuestion[] {
  const base = `/api/materials/${material.id}/files`;
  return questions.map((question) => {
    const ids = questionImageIds(question);
    if (ids.length === 0) return question;
    const url = (id: number) => (download ? `${base}/${id}` : `${base}/${id}/preview`);
    return { ...question, images: ids.map((id) => ({ id, url: url(id) })) };
  });
}

export const mayDownload = (material: Material, viewer: Viewer): boolean =>
  isAuthor(material, viewer) || owns(viewer);

/**
 * MaterialPage.files: everyone who may see the material gets the first page of each file
 * as a watermarked preview; only the author and owners get the files themselves.
 */
@Injectable()
export class MaterialFileList {
  constructor(
    @InjectRepository(StoredFile) private readonly files: Repository<StoredFile>,
    private readonly previews: FilePreviews,
  ) {}

  async list(
    material: Material,
    viewer: Viewer,
    content: MaterialContent | null,
  ): Promise<MaterialFile[]> {
    const ids = materialFileIds(content);
    if (ids.length === 0) return [];
    const rows = await this.files.findBy({ id: In(ids) });
    await countPages(this.previews, rows);
    const byId = new Map(rows.map((file) => [file.id, file]));
    const base = `/api/materials/${material.id}/files`;
    const download = mayDownload(material, viewer);
    return ids.flatMap((id) => {
      const file = byId.get(id);
      if (file === undefined) return [];
      const pages = file.pageCount ?? 0;
      return [
        {
          id: file.id,
          name: file.originalName,
          size: file.size,
          mime: file.mime,
          kind: fileKind(file.mime),
          pages,
          preview_url: pages > 0 ? `${base}/${file.id}/preview` : null,
          url: download ? `${base}/${file.id}` : null,
        },
      ];
    });
  }
}
