import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { PurchaseStatus } from '@tutor/contracts';
import type { Repository } from 'typeorm';
import { Clock } from '../common/clock/clock';
import { RefusalException } from '../common/errors/refusal.exception';
import { isUniqueViolation } from '../database/unique-violation';
import type { Material } from './material.entity';
import { PurchaseGrants } from './purchase-grants';
import { PurchaseRecord } from './purchase.entity';

const alreadyOwned = () => new RefusalException(409, 'marketplace.already_owned');

/**
 * Taking a free (public or link) material. Of any number of takes at once by one teacher
 * exactly one grants it, counts it and makes the copy; the others answer as a second take
 * does afterwards (409, already owned). Never a 500 from the one-row-per-buyer key.
 */
@Injectable()
export class FreeTakes {
  constructor(
    @InjectRepository(PurchaseRecord) private readonly purchases: Repository<PurchaseRecord>,
    private readonly grants: PurchaseGrants,
    private readonly clock: Clock,
  ) {}

  /** The granted purchase with its copy; `existing` is the buyer's row as last read. */
  async take(
    existing: PurchaseRecord | null,
    material: Material,
    buyerId: number,
  ): Promise<PurchaseRecord> {
    const row = existing ?? (await this.insertOrFind(material, buyerId));
    if (row.status === PurchaseStatus.Granted) throw alreadyOwned();
    // From the status read only: a take that granted meanwhile is not undone.
    await this.purchases.update(
      { id: row.id, status: row.status },
      { status: PurchaseStatus.Pending, versionId: this.versionOf(material), price: 0 },
    );
    if (!(await this.grants.grant(row.id))) throw alreadyOwned();
    await this.grants.ensureCopy(row.id);
    return this.purchases.findOneByOrFail({ id: row.id });
  }

  /** A new pending row, or the one a concurrent take inserted first. */
  private async insertOrFind(material: Material, buyerId: number): Promise<PurchaseRecord> {
    try {
      return await this.purchases.save(this.purchases.create(this.newRow(material, buyerId)));
    } catch (error) {
      if (!isUniqueViolation(error, 'buyer_id')) throw error;
      return this.purchases.findOneByOrFail({ materialId: material.id, buyerId });
    }
  }

  private newRow(material: Material, buyerId: number): Partial<PurchaseRecord> {
    return {
      materialId: material.id,
      buyerId,
      versionId: this.versionOf(material),
      taskId: null,
      status: PurchaseStatus.Pending,
      price: 0,
      paymentId: null,
      openedAt: null,
      updatesUntil: null,
      createdAt: this.clock.now(),
      grantedAt: null,
      copiedAt: null,
      refundedAt: null,
    };
  }

  private versionOf(material: Material): number {
    if (material.currentVersionId === null) throw new Error(`Material ${material.id} unpublished`);
    return material.currentVersionId;
  }
}
