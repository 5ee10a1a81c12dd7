import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  MaterialAccess,
  TaskOrigin,
  type MaterialOwnership,
  type MaterialPage,
  type MaterialVersion as MaterialVersionAnswer,
} from '@tutor/contracts';
import type { Repository } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { AccessException } from '../common/errors/access.exception';
import { AppConfig } from '../config/app-config';
import { Task } from '../tasks/task.entity';
import { User } from '../users/user.entity';
import { Favourite } from './favourite.entity';
import { isAuthor, mayView, owns, type Viewer } from './material-access';
import { cardOf } from './material-cards.service';
import { visibleQuestions } from './material-content';
import { MaterialVersion } from './material-version.entity';
import { MaterialFileList, mayDownload, withImages } from './files/material-file-list.service';
import { Material } from './material.entity';
import { PurchaseRecord } from './purchases/purchase.entity';

const DAY_MS = 86_400_000;

const versionAnswer = (version: MaterialVersion): MaterialVersionAnswer => ({
  id: version.id,
  number: version.number,
  changelog: version.changelog,
  created_at: version.createdAt,
});

/** A material's page as one viewer sees it, and the checks of who may see it. */
@Injectable()
export class MaterialPages {
  constructor(
    @InjectRepository(Material) private readonly materials: Repository<Material>,
    @InjectRepository(MaterialVersion) private readonly versions: Repository<MaterialVersion>,
    @InjectRepository(PurchaseRecord) private readonly purchases: Repository<PurchaseRecord>,
    @InjectRepository(Favourite) private readonly favourites: Repository<Favourite>,
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(Task) private readonly tasks: Repository<Task>,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly fileList: MaterialFileList,
  ) {}

  /** The material and the viewer's relation to it; 404 unless they may see it. */
  async visible(
    userId: number,
    where: { id: number } | { linkToken: string },
  ): Promise<{ material: Material; viewer: Viewer; viaLink: boolean }> {
    const material = await this.materials.findOneBy(where);
    if (material === null) throw AccessException.notFound();
    const viewer: Viewer = {
      userId,
      purchase: await this.purchases.findOneBy({ materialId: material.id, buyerId: userId }),
    };
    const viaLink = 'linkToken' in where;
    if (!mayView(material, viewer, viaLink)) throw AccessException.notFound();
    return { material, viewer, viaLink };
  }

  async page(userId: number, where: { id: number } | { linkToken: string }): Promise<MaterialPage> {
    const { material, viewer } = await this.visible(userId, where);
    return this.pageOf(material, viewer);
  }

  async pageOf(material: Material, viewer: Viewer): Promise<MaterialPage> {
    const versions = await this.versions.find({
      where: { materialId: material.id },
      order: { number: 'DESC' },
    });
    const current = versions.find((version) => version.id === material.currentVersionId) ?? null;
    const author = await this.users.findOne({
      where: { id: material.authorId },
      select: { id: true, firstName: true },
    });
    const favourite = await this.favourites.existsBy({
      userId: viewer.userId,
      materialId: material.id,
    });
    const mine = isAuthor(material, viewer);
    const ownership = this.ownership(viewer, versions, current);
    const full = mine || ownership.owned;
    const content = current?.content ?? null;
    return {
      ...cardOf(material, author?.firstName ?? '', favourite),
      description: material.description,
      template_id: mine ? material.templateId : null,
      share_url:
        mine && material.access === MaterialAccess.Link
          ? `${this.config.appUrl}/marketplace/link/${material.linkToken}`
          : null,
      template_not_authored: mine && (await this.templateNotAuthored(material)),
      mine,
      version: current === null ? null : versionAnswer(current),
      versions: versions.map(versionAnswer),
      questions_count: content?.questions.length ?? 0,
      max_ball: content?.max_ball ?? 0,
      preview:
        content === null
          ? []
          : withImages(material, visibleQuestions(content, full), mayDownload(material, viewer)),
      ownership,
      preview_questions: mine ? material.previewQuestions : [],
      files: await this.fileList.list(material, viewer, content),
    };
  }

  /** Whether the material's template came from the marketplace (see checkAuthored). */
  private async templateNotAuthored(material: Material): Promise<boolean> {
    if (material.templateId === null) return false;
    const template = await this.tasks.findOne({
      where: { id: material.templateId },
      select: { id: true, origin: true },
    });
    return template !== null && template.origin !== TaskOrigin.Authored;
  }

  private ownership(
    viewer: Viewer,
    versions: readonly MaterialVersion[],
    current: MaterialVersion | null,
  ): MaterialOwnership {
    const purchase = viewer.purchase;
    const owned = owns(viewer);
    const held = versions.find((version) => version.id === purchase?.versionId) ?? null;
    const now = this.clock.now();
    const inWindow = owned && (purchase?.updatesUntil ?? 0) > now;
    const newer = current !== null && held !== null && current.number > held.number;
    const refundable =
      owned &&
      purchase !== null &&
      purchase.price > 0 &&
      purchase.openedAt === null &&
      (purchase.grantedAt ?? 0) + this.config.marketplace.refundDays * DAY_MS > now;
    return {
      owned,
      task_id: owned ? (purchase?.taskId ?? null) : null,
      version_number: owned ? (held?.number ?? null) : null,
      update_available: inWindow && newer ? current.number : null,
      updates_until: owned ? (purchase?.updatesUntil ?? null) : null,
      refundable,
      pending: purchase?.status === 'pending',
      can_review: owned && purchase?.openedAt !== null && purchase?.openedAt !== undefined,
    };
  }
}
