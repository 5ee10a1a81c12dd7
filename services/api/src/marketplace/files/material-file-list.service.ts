import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { MaterialContent, MaterialFile } from '@tutor/contracts';
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
