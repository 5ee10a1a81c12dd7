import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { PurchaseStatus } from '@tutor/contracts';
import { In, IsNull, type EntityManager, type Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock.service';
import { AppConfig } from '../../config/app-config';
import { TasksService } from '../../tasks/tasks.service';
import { taskInputOfContent } from '../material-content';
import { contentFileIds } from '../files/material-content-files';
import { MaterialVersion } from '../material-version.entity';
import { Material } from '../material.entity';
import { originOfPurchase } from './purchase-origin';
import { PurchaseRecord } from './purchase.entity';

const DAY_MS = 86_400_000;

/**
 * Granting a purchase, in two steps that each happen once: the grant (inside the payment's
 * transaction for a paid one), then the buyer's copy of the version in their tasks, made
 * after COMMIT (SQLite would queue it behind the payment's transaction, and PostgreSQL
 * would not see the grant yet); a granted purchase without its copy is the durable
 * to-do: the sweep (PurchaseSweep) and the buyer's page make it whenever found.
 */
@Injectable()
export class PurchaseGrants {
  constructor(
    @InjectRepository(PurchaseRecord) private readonly purchases: Repository<PurchaseRecord>,
    @InjectRepository(MaterialVersion) private readonly versions: Repository<MaterialVersion>,
    private readonly tasks: TasksService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /**
   * Pending (or canceled) → granted, once; the material counts one more purchase. A paid
   * grant records the payment that granted it and what it took (the price the buyer paid);
   * a free take records none and 0 ₽, though the row was a paid attempt still pending (the
   * material made free meanwhile: that payment, if it succeeds later, is an extra charge).
   * false when the purchase was granted (or refunded) already.
   */
  async grant(
    purchaseId: number,
    manager: EntityManager = this.purchases.manager,
    paid?: { paymentId: number; amountRub: number },
  ): Promise<boolean> {
    const now = this.clock.now();
    const granted = await manager.update(
      PurchaseRecord,
      { id: purchaseId, status: In([PurchaseStatus.Pending, PurchaseStatus.Canceled]) },
      {
        status: PurchaseStatus.Granted,
        grantedAt: now,
        updatesUntil: now + this.config.marketplace.updatesDays * DAY_MS,
        attemptKey: null,
        paymentId: paid?.paymentId ?? null,
        price: paid?.amountRub ?? 0,
      },
    );
    if (granted.affected === 0) return false;
    const purchase = await manager.findOneByOrFail(PurchaseRecord, { id: purchaseId });
    await manager.increment(Material, { id: purchase.materialId }, 'purchasesCount', 1);
    return true;
  }

  /** The attempt's payment did not go through: the purchase may be tried again. */
  async cancel(purchaseId: number, paymentId: number, manager: EntityManager): Promise<void> {
    await manager.update(
      PurchaseRecord,
      { id: purchaseId, status: PurchaseStatus.Pending, paymentId },
      { status: PurchaseStatus.Canceled },
    );
  }

  /**
   * Makes the copy of a granted purchase that has none yet; a second caller's copy is
   * undone, and so is one made while the purchase was refunded.
   */
  async ensureCopy(purchaseId: number): Promise<void> {
    const purchase = await this.purchases.findOneBy({ id: purchaseId });
    if (purchase?.status !== PurchaseStatus.Granted || purchase.copiedAt !== null) return;
    const version = await this.versions.findOneByOrFail({ id: purchase.versionId });
    const material = await this.purchases.manager.findOneByOrFail(Material, {
      id: purchase.materialId,
    });
    const input = taskInputOfContent(version.content);
    const origin = originOfPurchase(purchase, material);
    const shared = new Set(contentFileIds(version.content));
    const copy = await this.tasks.create(purchase.buyerId, input, origin, shared);
    const claimed = await this.purchases.update(
      // refunded meanwhile: the copy is undone too
      { id: purchase.id, status: PurchaseStatus.Granted, copiedAt: IsNull() },
      { taskId: copy.id, copiedAt: this.clock.now() },
    );
    if (claimed.affected === 0) await this.tasks.remove(purchase.buyerId, copy.id);
  }
}
