import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AnnotationLayer, WorkAnnotations as WorkAnnotationsView } from '@tutor/contracts';
import type { DataSource, Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock.service';
import { AccessException } from '../../common/errors/access.exception';
import { isUniqueViolation } from '../../database/unique-violation';
import { StoredFile } from '../../files/stored-file.entity';
import type { User } from '../../users/user.entity';
import { fileIdsOf } from '../student/answer-values';
import { WorkAccess } from '../work-access.service';
import { WorkAnswer } from '../work-answer.entity';
import type { Work } from '../work.entity';
import { AnnotationPages, isAnnotatable } from './annotation-pages.provider';
import { ANNOTATABLE_STATUSES, marksVisibleTo, shapesOf } from './annotation-rules';
import { AnnotationsErrorCode, AnnotationsException } from './annotations.errors';
import type { AnnotationLayerDto } from './dto/annotation-layer.dto';
import { WorkAnnotation } from './work-annotation.entity';

/** A page of an answer file of a work, checked to exist. */
export interface AnnotatedPage {
  work: Work;
  file: StoredFile;
  page: number;
}

const layerOf = (row: WorkAnnotation): AnnotationLayer => ({
  file_id: row.fileId,
  page: row.page,
  version: row.version,
  shapes: row.shapes,
  updated_at: row.updatedAt,
});

/** The teacher's marks over the pages of a work's image and PDF answers. */
@Injectable()
export class WorkAnnotations {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: WorkAccess,
    private readonly pages: AnnotationPages,
    private readonly clock: Clock,
  ) {}

  private get rows(): Repository<WorkAnnotation> {
    return this.dataSource.getRepository(WorkAnnotation);
  }

  async list(user: User, workId: number): Promise<WorkAnnotationsView> {
    const { work } = await this.access.requireReadable(user, workId);
    if (!marksVisibleTo(work, user.id)) return { visible: false, layers: [] };
    const rows = await this.rows.find({ where: { workId }, order: { fileId: 'ASC', page: 'ASC' } });
    return { visible: true, layers: rows.map(layerOf) };
  }

  /**
   * Replaces one page's marks while the row still has `body.version` (0: never saved);
   * a concurrent save wins once and every other is 409.
   */
  async save(
    user: User,
    workId: number,
    fileId: number,
    page: number,
    body: AnnotationLayerDto,
  ): Promise<AnnotationLayer> {
    const { work } = await this.access.requireReadable(user, workId);
    if (work.teacherId !== user.id) throw AccessException.forbidden();
    if (!ANNOTATABLE_STATUSES.includes(work.status)) {
      throw new AnnotationsException(AnnotationsErrorCode.NotAnnotatable);
    }
    await this.requirePage(work, fileId, page);
    const shapes = shapesOf(body.shapes);
    const updatedAt = this.clock.now();
    const saved =
      body.version === 0
        ? await this.insert({ workId, fileId, page, shapes, updatedAt, version: 1 })
        : await this.update(workId, fileId, page, body.version, shapes, updatedAt);
    if (!saved) throw new AnnotationsException(AnnotationsErrorCode.StaleVersion);
    return { file_id: fileId, page, version: body.version + 1, shapes, updated_at: updatedAt };
  }

  /** A page the caller may see the marks of, with its layer (empty when never saved). */
  async readable(
    user: User,
    workId: number,
    fileId: number,
    page: number,
  ): Promise<AnnotatedPage & { layer: AnnotationLayer | null }> {
    const { work } = await this.access.requireReadable(user, workId);
    if (!marksVisibleTo(work, user.id)) throw AccessException.forbidden();
    const file = await this.requirePage(work, fileId, page);
    const row = await this.rows.findOneBy({ workId, fileId, page });
    return { work, file, page, layer: row === null ? null : layerOf(row) };
  }

  /** An image or PDF file an answer of the work names, with `page` in range; else 404. */
  private async requirePage(work: Work, fileId: number, page: number): Promise<StoredFile> {
    const answers = await this.dataSource
      .getRepository(WorkAnswer)
      .find({ where: { workId: work.id }, select: { id: true, value: true } });
    if (!answers.some((answer) => fileIdsOf(answer.value).includes(fileId))) {
      throw AccessException.notFound();
    }
    const file = await this.dataSource
      .getRepository(StoredFile)
      .findOneBy({ id: fileId, ownerId: work.studentId });
    if (file === null || !isAnnotatable(file)) throw AccessException.notFound();
    if (page > (await this.pages.pageCount(file))) throw AccessException.notFound();
    return file;
  }

  private async insert(row: Omit<WorkAnnotation, 'id'>): Promise<boolean> {
    try {
      await this.rows.insert(row);
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  private async update(
    workId: number,
    fileId: number,
    page: number,
    version: number,
    shapes: WorkAnnotation['shapes'],
    updatedAt: number,
  ): Promise<boolean> {
    const result = await this.rows
      .createQueryBuilder()
      .update(WorkAnnotation)
      .set({ shapes, updatedAt, version: version + 1 })
      .where('work_id = :workId AND file_id = :fileId AND page = :page', { workId, fileId, page })
      .andWhere('version = :version', { version })
      .execute();
    return (result.affected ?? 0) > 0;
  }
}
