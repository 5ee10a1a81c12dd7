import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  MaterialAccess,
  PurchaseStatus,
  TaskOrigin,
  type Purchase,
  type PurchaseAnswer,
} from '@tutor/contracts';
import { In, type Repository } from 'typeorm';
import { Clock } from '../common/clock/clock';
import { RefusalException } from '../common/errors/refusal.exception';
import { TasksService } from '../tasks/tasks.service';
import type { User } from '../users/user.entity';
import { mayAcquire, owns } from './material-access';
import { taskInputOfContent } from './material-content';
import { MaterialPages } from './material-pages';
import { MaterialVersion } from './material-version.entity';
import { Material } from './material.entity';
import { MaterialPayments } from './material-payments';
import { FreeTakes } from './purchase-free-takes';
import { PurchaseGrants } from './purchase-grants';
import { originOfPurchase } from './purchase-origin';
import { PurchaseRecord } from './purchase.entity';

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
    private readonly grants: PurchaseGrants,
    private readonly freeTakes: FreeTakes,
    private readonly clock: Clock,
  ) {}

  /**
   * A free material is taken at once (a copy in the buyer's tasks); a paid one starts a
   * payment and answers the provider's page. A `link` material needs its link's token.
   */
  async acquire(buyer: User, materialId: number, token?: string): Promise<PurchaseAnswer> {
    const where = token === undefined ? { id: materialId } : { linkToken: token };
    const { material, viewer, viaLink } = await this.pages.visible(buyer.id, where);
    if (material.id !== materialId) throw new RefusalException(422, 'marketplace.not_for_sale');
    if (material.authorId === buyer.id) {
      throw new RefusalException(409, 'marketplace.own_material');
    }
    if (owns(viewer)) throw new RefusalException(409, 'marketplace.already_owned');
    if (!mayAcquire(material, viewer, viaLink) || material.currentVersionId === null) {
      throw new RefusalException(409, 'marketplace.not_for_sale');
    }
    if (material.access !== MaterialAccess.Paid) {
      return {
        purchase: await this.answer(await this.freeTakes.take(viewer.purchase, material, buyer.id)),
      };
    }
    const purchase = await this.pending(viewer.purchase, material, buyer);
    const confirmationUrl = await this.payments.start(purchase, material, buyer);
    return { confirmation_url: confirmationUrl };
  }

  /** settle() for the viewer's purchase of the material, if any. */
  async settleFor(viewer: User, materialId: number): Promise<void> {
    await this.settle(await this.purchases.findOneBy({ materialId, buyerId: viewer.id }));
  }

  /**
   * Brings the viewer's purchase up to date before it is shown: a pending payment is asked
   * about (the buyer may be back from paying before any notification), and a granted
   * purchase without its copy gets it.
   */
  async settle(purchase: PurchaseRecord | null): Promise<void> {
    if (purchase === null) return;
    if (purchase.status === PurchaseStatus.Pending && purchase.paymentId !== null) {
      await this.payments.refresh(purchase.paymentId);
    }
    await this.grants.ensureCopy(purchase.id);
  }

  /**
   * The owner takes the newest version into their copy (while updates are offered): the
   * copy's questions and settings become the new version's; a copy they deleted is made
   * again. Their works stay with the task.
   */
  async updateCopy(buyer: User, materialId: number): Promise<void> {
    const { material, viewer } = await this.pages.visible(buyer.id, { id: materialId });
    const purchase = viewer.purchase;
    if (purchase === null || !owns(viewer)) {
      throw new RefusalException(409, 'marketplace.not_owned');
    }
    const current = await this.versions.findOneBy({ id: material.currentVersionId ?? 0 });
    const held = await this.versions.findOneByOrFail({ id: purchase.versionId });
    const now = this.clock.now();
    if (current === null || current.number <= held.number || (purchase.updatesUntil ?? 0) <= now) {
      throw new RefusalException(409, 'marketplace.no_update');
    }
    const input = taskInputOfContent(current.content);
    const origin = originOfPurchase(purchase, material);
    const taskId = await this.replaceCopy(buyer, purchase.taskId, input, origin);
    await this.purchases.update({ id: purchase.id }, { versionId: current.id, taskId });
  }

  async list(buyer: User): Promise<Purchase[]> {
    const rows = await this.purchases.find({
      where: { buyerId: buyer.id },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return this.answers(rows);
  }

  private async replaceCopy(
    buyer: User,
    taskId: number | null,
    input: object,
    origin: TaskOrigin,
  ): Promise<number> {
    if (taskId !== null) {
      const updated = await this.tasks.update(buyer.id, taskId, input).catch(() => null);
      if (updated !== null) return updated.id;
    }
    return (await this.tasks.create(buyer.id, input, origin)).id;
  }

  /** The buyer's purchase row for a new attempt: made, or brought back to pending. */
  private async pending(
    existing: PurchaseRecord | null,
    material: Material,
    buyer: User,
  ): Promise<PurchaseRecord> {
    const fields = {
      status: PurchaseStatus.Pending,
      versionId: material.currentVersionId ?? 0,
      price: material.access === MaterialAccess.Paid ? material.price : 0,
    };
    if (existing !== null) {
      await this.purchases.update({ id: existing.id }, fields);
      return this.purchases.findOneByOrFail({ id: existing.id });
    }
    return this.purchases.save(
      this.purchases.create({
        ...fields,
        materialId: material.id,
        buyerId: buyer.id,
        taskId: null,
        paymentId: null,
        openedAt: null,
        updatesUntil: null,
        createdAt: this.clock.now(),
        grantedAt: null,
        copiedAt: null,
        refundedAt: null,
      }),
    );
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
