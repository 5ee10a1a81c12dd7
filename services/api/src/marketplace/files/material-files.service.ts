import { Injectable, type StreamableFile } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AccessException } from '../../common/errors/access.exception';
import { FilesService } from '../../files/files.service';
import { FilePreviews } from '../../files/previews/file-previews.service';
import { StoredFile } from '../../files/stored-file.entity';
import { MaterialPages } from '../material-pages.service';
import { MaterialVersion } from '../material-version.entity';
import type { Material } from '../material.entity';
import { visibleQuestions } from '../material-content';
import {
  materialFileIds,
  mayDownload,
  questionImageIds,
  SAMPLE_WATERMARK,
} from './material-file-list.service';
import type { Viewer } from '../material-access';

/** The routes of a material's files (see MaterialFileList for who gets what). */
@Injectable()
export class MaterialFiles {
  constructor(
    @InjectRepository(StoredFile) private readonly files: Repository<StoredFile>,
    @InjectRepository(MaterialVersion) private readonly versions: Repository<MaterialVersion>,
    private readonly pages: MaterialPages,
    private readonly stored: FilesService,
    private readonly previews: FilePreviews,
  ) {}

  /** The file itself: 403 to whoever is neither the author nor an owner. */
  async open(userId: number, materialId: number, fileId: number): Promise<StreamableFile> {
    const { material, viewer } = await this.visible(userId, materialId);
    if (!mayDownload(material, viewer)) throw AccessException.forbidden();
    return this.stored.streamable(await this.fileOf(material, viewer, fileId));
  }

  /** The first page as a PNG with the «Образец» watermark, for whoever may see the material. */
  async preview(userId: number, materialId: number, fileId: number): Promise<Buffer> {
    const { material, viewer } = await this.visible(userId, materialId);
    const file = await this.fileOf(material, viewer, fileId);
    return this.previews.page(file, 1, { watermark: SAMPLE_WATERMARK });
  }

  /**
   * The material when the user may see it; 403 otherwise (a file route is "not yours",
   * never telling whether a hidden material exists).
   */
  private async visible(userId: number, materialId: number) {
    try {
      return await this.pages.visible(userId, { id: materialId });
    } catch (error) {
      if (error instanceof AccessException) throw AccessException.forbidden();
      throw error;
    }
  }

  /**
   * A file the material's current version lists, or an image of a question the viewer
   * is shown; 404 for any other.
   */
  private async fileOf(material: Material, viewer: Viewer, fileId: number): Promise<StoredFile> {
    const current =
      material.currentVersionId === null
        ? null
        : await this.versions.findOneBy({ id: material.currentVersionId });
    const content = current?.content ?? null;
    const shown = content === null ? [] : visibleQuestions(content, mayDownload(material, viewer));
    const named = [...materialFileIds(content), ...shown.flatMap(questionImageIds)];
    if (!named.includes(fileId)) throw AccessException.notFound();
    const file = await this.files.findOneBy({ id: fileId });
    if (file === null) throw AccessException.notFound();
    return file;
  }
}
