import { randomBytes } from 'node:crypto';
import { Injectable, Optional } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MaterialAccess, type MaterialInput } from '@tutor/contracts';
import type { Repository } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { AppConfig } from '../config/app-config';
import { Transactions } from '../database/transactions.service';
import { FilesService } from '../files/files.service';
import { fileKind } from '../files/file-types';
import { TaskRevisions } from '../tasks/task-revisions.service';
import { TasksService } from '../tasks/tasks.service';
import type { User } from '../users/user.entity';
import { contentOfTask } from './material-content';
import { sanitizeDescription } from './material-description';
import { checkAuthored, checkPreview, checkPrice } from './material-rules';
import { MaterialEvents } from './material.events';
import { MaterialSearchSync } from './material-search-sync.service';
import { MaterialVersion } from './material-version.entity';
import { SellerPlans } from './seller-plans';
import { Material } from './material.entity';
import { MarketplaceErrorCode, MarketplaceException } from './marketplace.errors';
import { RecordAccess } from '../access/record-access.service';

/** The author's side of a material: make it from a task, edit, publish versions, delete. */
@Injectable()
export class MaterialsService {
  constructor(
    @InjectRepository(Material) private readonly materials: Repository<Material>,
    private readonly tasks: TasksService,
    private readonly revisions: TaskRevisions,
    private readonly files: FilesService,
    private readonly transactions: Transactions,
    private readonly search: MaterialSearchSync,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly access: RecordAccess,
    private readonly events: MaterialEvents,
    @Optional() private readonly plans?: SellerPlans,
  ) {}

  async create(author: User, input: MaterialInput): Promise<Material> {
    const fields = await this.checked(author, input);
    const now = this.clock.now();
    return this.materials.save(
      this.materials.create({
        ...fields,
        authorId: author.id,
        linkToken: randomBytes(24).toString('hex'),
        currentVersionId: null,
        publishedAt: null,
        purchasesCount: 0,
        ratingSum: 0,
        reviewsCount: 0,
        createdAt: now,
        updatedAt: now,
        deletedAt: null,
      }),
    );
  }

  async update(author: User, id: number, input: MaterialInput): Promise<Material> {
    const material = await this.access.require(author.id, 'material', id);
    const fields = await this.checked(author, input, material.coverFileId);
    Object.assign(material, fields, { updatedAt: this.clock.now() });
    await this.materials.save(material);
    await this.search.sync(material);
    return material;
  }

  /** Buyers keep their copies and versions; the material leaves the catalogue. */
  async remove(author: User, id: number): Promise<void> {
    const material = await this.access.require(author.id, 'material', id);
    material.deletedAt = this.clock.now();
    await this.materials.save(material);
    await this.search.sync(material);
  }

  /** The template task as it is now becomes the next version; the first one publishes. */
  async publishVersion(author: User, id: number, changelog: string): Promise<Material> {
    const material = await this.access.require(author.id, 'material', id);
    if (material.templateId === null) {
      throw new MarketplaceException(MarketplaceErrorCode.TemplateGone);
    }
    const task = await this.tasks.view(author.id, material.templateId).catch(() => {
      throw new MarketplaceException(MarketplaceErrorCode.TemplateGone);
    });
    checkAuthored(task);
    if (task.questions.length === 0) {
      throw new MarketplaceException(MarketplaceErrorCode.TemplateEmpty, { field: 'changelog' });
    }
    await this.checkSeller(author, material.access, 'changelog');
    const previews = material.previewQuestions.filter((p) => p < task.questions.length);
    const content = contentOfTask(task, previews);
    // The template as published, as a revision too: the author's works sent from it and
    // the version name the same frozen task, whatever the template becomes later.
    const revision = await this.revisions.freeze(material.templateId);
    const now = this.clock.now();
    const version = await this.transactions.run(async (manager) => {
      const last = await manager.findOne(MaterialVersion, {
        where: { materialId: id },
        order: { number: 'DESC' },
      });
      const version = await manager.save(
        manager.create(MaterialVersion, {
          materialId: id,
          number: (last?.number ?? 0) + 1,
          changelog,
          content,
          taskRevisionId: revision.id,
          createdAt: now,
        }),
      );
      material.currentVersionId = version.id;
      material.publishedAt ??= now;
      material.updatedAt = now;
      await manager.save(material);
      return version;
    });
    await this.search.sync(material);
    if (version.number > 1) {
      const { id: versionId, number } = version;
      await this.events.emit({
        type: 'material_updated',
        materialId: id,
        versionId,
        number,
        changelog,
      });
    }
    return material;
  }

  /** A paid material needs an author whose plan sells them (422 on `field`). */
  private async checkSeller(author: User, access: MaterialAccess, field: string): Promise<void> {
    if (access !== MaterialAccess.Paid || this.plans === undefined) return;
    if (await this.plans.maySellPaid(author.id)) return;
    throw new MarketplaceException(MarketplaceErrorCode.PaidNeedsPlan, { field });
  }

  /**
   * The input's fields once its template, price, preview and cover are checked. A cover
   * left out keeps `keptCover` (an edit that does not touch it); null removes it.
   */
  private async checked(author: User, input: MaterialInput, keptCover: number | null = null) {
    const task = await this.tasks.view(author.id, input.template_id).catch(() => {
      throw new MarketplaceException(MarketplaceErrorCode.TemplateNotFound);
    });
    checkAuthored(task);
    if (task.questions.length === 0) {
      throw new MarketplaceException(MarketplaceErrorCode.TemplateEmpty);
    }
    checkPrice(input, this.config.marketplace);
    await this.checkSeller(author, input.access, 'access');
    checkPreview(input.preview_questions, task.questions.length);
    const coverFileId = input.cover_file_id === undefined ? keptCover : input.cover_file_id;
    if (coverFileId !== null && coverFileId !== keptCover)
      await this.checkCover(author, coverFileId);
    return {
      templateId: task.id,
      title: input.title,
      subject: input.subject,
      grade: input.grade,
      exams: [...input.exams],
      description: sanitizeDescription(input.description),
      access: input.access,
      price: input.price,
      coverFileId,
      previewQuestions: [...input.preview_questions].sort((a, b) => a - b),
    };
  }

  private async checkCover(author: User, fileId: number): Promise<void> {
    const file = await this.access.require(author.id, 'file', fileId).catch(() => null);
    if (file === null || fileKind(file.mime) !== 'image') {
      throw new MarketplaceException(MarketplaceErrorCode.CoverNotImage);
    }
  }
}
