import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MaterialAccess, PurchaseStatus } from '@tutor/contracts';
import { In, IsNull, type Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock.service';
import type { Locale } from '../../i18n/locale';
import type { User } from '../../users/user.entity';
import type { Material } from '../material.entity';
import { PurchaseRecord } from './purchase.entity';
import { MarketplaceErrorCode, MarketplaceException } from '../marketplace.errors';

/**
 * The buyer's one row per material as an attempt in flight: made, or brought back from
 * canceled or refunded, by one conditional write that one concurrent request wins; the
 * others find the winner's attempt (its key, price and version) and answer it. An attempt
 * keeps the price and version it was started at.
 */
@Injectable()
export class PurchaseAttempts {
  constructor(
    @InjectRepository(PurchaseRecord) private readonly purchases: Repository<PurchaseRecord>,
    private readonly clock: Clock,
  ) {}

  /** The pending purchase with its attempt's key; 409 when the buyer owns the material. */
  async current(material: Material, buyer: User, locale: Locale): Promise<PurchaseRecord> {
    const where = { materialId: material.id, buyerId: buyer.id };
    const fresh = {
      status: PurchaseStatus.Pending,
      attemptKey: randomUUID(),
      versionId: material.currentVersionId ?? 0,
      price: material.access === MaterialAccess.Paid ? material.price : 0,
      paymentId: null,
      locale,
    };
    await this.purchases
      .createQueryBuilder()
      .insert()
      .into(PurchaseRecord)
      .values({
        ...fresh,
        ...where,
        taskId: null,
        openedAt: null,
        updatesUntil: null,
        createdAt: this.clock.now(),
        grantedAt: null,
        copiedAt: null,
        refundedAt: null,
      })
      .orIgnore()
      .execute();
    // bought again after a refund: a new copy follows the new grant
    await this.purchases.update(
      { ...where, status: In([PurchaseStatus.Canceled, PurchaseStatus.Refunded]) },
      { ...fresh, taskId: null, copiedAt: null, openedAt: null },
    );
    // a pending purchase from before attempts had keys
    await this.purchases.update(
      { ...where, status: PurchaseStatus.Pending, attemptKey: IsNull() },
      { attemptKey: fresh.attemptKey, locale },
    );
    const purchase = await this.purchases.findOneByOrFail(where);
    if (purchase.status !== PurchaseStatus.Pending || purchase.attemptKey === null) {
      throw new MarketplaceException(MarketplaceErrorCode.AlreadyOwned);
    }
    return purchase;
  }

  /** Records the payment of the attempt, unless the attempt is over meanwhile. */
  async started(purchase: PurchaseRecord, paymentId: number): Promise<void> {
    await this.purchases.update(
      { id: purchase.id, status: PurchaseStatus.Pending, attemptKey: purchase.attemptKey ?? '' },
      { paymentId },
    );
  }

  /** The attempt's payment is over without granting: the next request starts another. */
  async end(purchase: PurchaseRecord): Promise<void> {
    await this.purchases.update(
      { id: purchase.id, status: PurchaseStatus.Pending, attemptKey: purchase.attemptKey ?? '' },
      { status: PurchaseStatus.Canceled },
    );
  }
}
