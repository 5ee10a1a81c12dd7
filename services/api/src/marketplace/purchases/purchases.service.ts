import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  MaterialAccess,
  TaskOrigin,
  type MaterialContent,
  type Purchase,
  type PurchaseAnswer,
  type Task as TaskView,
} from '@tutor/contracts';
import { In, type Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock.service';
import { AccessException } from '../../common/errors/access.exception';
import { TasksService } from '../../tasks/tasks.service';
import type { Locale } from '../../i18n/locale';
import type { User } from '../../users/user.entity';
import { mayAcquire, owns } from '../material-access';
import { copyUpdateOfContent, taskInputOfContent } from '../material-content';
import { contentFileIds } from '../files/material-content-files';
import { MaterialPages } from '../material-pages.service';
import { MaterialVersion } from '../material-version.entity';
import { Material } from '../material.entity';
import { MaterialPayments } from '../material-payments.service';
import { PurchaseAttempts } from './purchase-attempts.service';
import { PurchaseGrants } from './purchase-grants.service';
import { originOfPurchase } from './purchase-origin';
import { PurchaseRefreshes } from './purchase-refreshes.service';
import { PurchaseRecord } from './purchase.entity';
import { MarketplaceErrorCode, MarketplaceException } from '../marketplace.errors';

/** Buying and taking materials, the buyer's copies, and the purchases list. */
@Injectable()
export class PurchasesService {
  constructor(
    @InjectRepository(PurchaseRecord) private readonly purchases: Repository<PurchaseRecord>,
    @InjectRepository(Material) private readonly materials: Repository<Material>,
    @InjectRepository(MaterialVersion) private readonly versions: Repository<MaterialVersion>,
    private readonly pages: MaterialPages,
    private readonly tasks: TasksService,
    private readonly payments: MaterialPayments,
    private readonly attempts: PurchaseAttempts,
    private readonly refreshes: PurchaseRefreshes,
    private readonly grants: PurchaseGrants,
    private readonly clock: Clock,
  ) {}

  /**
   * A free material is taken at once (a copy in the buyer's tasks); a paid one answers the
   * provider's page of the attempt in flight (started if none is). A `link` material needs
   * its link's token.
   */
  async acquire(
    buyer: User,
    materialId: number,
    token: string | undefined,
    locale: Locale,
  ): Promise<PurchaseAnswer> {
    const where = token === undefined ? { id: materialId } : { linkToken: token };
    const { material, viewer, viaLink } = await this.pages.visible(buyer.id, where);
    if (material.id !== materialId)
      throw new MarketplaceException(MarketplaceErrorCode.LinkMismatch);
    if (material.authorId === buyer.id) {
      throw new MarketplaceException(MarketplaceErrorCode.OwnMaterial);
    }
    if (owns(viewer)) throw new MarketplaceException(MarketplaceErrorCode.AlreadyOwned);
    if (!mayAcquire(material, viewer, viaLink) || material.currentVersionId === null) {
      throw new MarketplaceException(MarketplaceErrorCode.NotForSale);
    }
    if (material.access === MaterialAccess.Paid) {
      return { confirmation_url: await this.payments.start(material, buyer, locale) };
    }
    // of any number of takes at once, the one whose grant took effect answers; the others
    // answer as a second take does afterwards
    const purchase = await this.attempts.current(material, buyer, locale);
    if (!(await this.grants.grant(purchase.id))) {
      throw new MarketplaceException(MarketplaceErrorCode.AlreadyOwned);
    }
    await this.grants.ensureCopy(purchase.id);
    return {
      purchase: await this.answer(await this.purchases.findOneByOrFail({ id: purchase.id })),
    };
  }

  /**
   * Brings the viewer's purchase of the material up to date before its page is answered,
   * without waiting for the provider: in the background, or (the buyer back from paying)
   * for at most `budgetMs`.
   */
  async catchUp(viewer: User, materialId: number, budgetMs = 0): Promise<void> {
    const purchase = await this.purchases.findOneBy({ materialId, buyerId: viewer.id });
    if (budgetMs > 0) await this.refreshes.within(purchase, budgetMs);
    else void this.refreshes.refresh(purchase);
  }

  /**
   * The owner takes the newest version into their copy (while updates are offered): the
   * copy's questions and settings become the new version's, in the same task, which keeps
   * its subject, deadline and send options; works already sent keep their revision and
   * marks. A copy they deleted is made again.
   */
  async updateCopy(buyer: User, materialId: number): Promise<void> {
    const { material, viewer } = await this.pages.visible(buyer.id, { id: materialId });
    const purchase = viewer.purchase;
    if (purchase === null || !owns(viewer)) {
      throw new MarketplaceException(MarketplaceErrorCode.NotOwned);
    }
    const current = await this.versions.findOneBy({ id: material.currentVersionId ?? 0 });
    const held = await this.versions.findOneByOrFail({ id: purchase.versionId });
    const now = this.clock.now();
    if (current === null || current.number <= held.number || (purchase.updatesUntil ?? 0) <= now) {
      throw new MarketplaceException(MarketplaceErrorCode.NoUpdate);
    }
    const origin = originOfPurchase(purchase, material);
    const taskId = await this.replaceCopy(buyer, purchase.taskId, current.content, origin);
    await this.purchases.update({ id: purchase.id }, { versionId: current.id, taskId });
  }

  async list(buyer: User): Promise<Purchase[]> {
    const rows = await this.purchases.find({
      where: { buyerId: buyer.id },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return this.answers(rows);
  }

  /** The copy with the version's content: updated in place, or made again if it is gone. */
  private async replaceCopy(
    buyer: User,
    taskId: number | null,
    content: MaterialContent,
    origin: TaskOrigin,
  ): Promise<number> {
    const copy = taskId === null ? null : await this.ownTaskOrNull(buyer, taskId);
    const shared = new Set(contentFileIds(content));
    if (copy === null) {
      return (await this.tasks.create(buyer.id, taskInputOfContent(content), origin, shared)).id;
    }
    const update = copyUpdateOfContent(content, copy);
    await this.tasks.replaceContent(buyer.id, copy.id, update, shared);
    return copy.id;
  }

  /** The buyer's task, or null once they deleted it. */
  private ownTaskOrNull(buyer: User, taskId: number): Promise<TaskView | null> {
    return this.tasks.view(buyer.id, taskId).catch((error: unknown) => {
      if (error instanceof AccessException) return null;
      throw error;
    });
  }

  private async answer(purchase: PurchaseRecord): Promise<Purchase> {
    const [answer] = await this.answers([purchase]);
    if (answer === undefined) throw new Error(`Purchase ${purchase.id} has no material`);
    return answer;
  }

  private async answers(rows: readonly PurchaseRecord[]): Promise<Purchase[]> {
    if (rows.length === 0) return [];
    const materials = await this.materials.find({
      where: { id: In(rows.map((row) => row.materialId)) },
      select: { id: true, title: true },
    });
    const versions = await this.versions.find({
      where: { id: In(rows.map((row) => row.versionId)) },
      select: { id: true, number: true },
    });
    const titles = new Map(materials.map((material) => [material.id, material.title]));
    const numbers = new Map(versions.map((version) => [version.id, version.number]));
    return rows.map((row) => ({
      id: row.id,
      material: { id: row.materialId, title: titles.get(row.materialId) ?? '' },
      status: row.status,
      price: row.price,
      task_id: row.taskId,
      version_number: numbers.get(row.versionId) ?? null,
      created_at: row.createdAt,
      granted_at: row.grantedAt,
    }));
  }
}
