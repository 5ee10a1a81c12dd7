import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { LedgerService } from '../ledger/ledger.service';
import {
  PaymentOutcomes,
  type PaymentOrderRef,
  type PaymentView,
} from '../payments/payment-outcomes';
import { Material } from './material.entity';
import { PURCHASE_ORDER } from './material-payments';
import { PurchaseGrants } from './purchase-grants';
import { PurchaseRecord } from './purchase.entity';

const DAY_MS = 86_400_000;

/**
 * A purchase's payment ended: paid grants it and writes the sale to the ledger, in the
 * payment's transaction; the buyer's copy follows right after it. Not paid: the purchase
 * may be tried again.
 */
@Injectable()
export class PurchasePaymentOutcomes extends PaymentOutcomes {
  constructor(
    private readonly grants: PurchaseGrants,
    private readonly ledger: LedgerService,
    private readonly config: AppConfig,
  ) {
    super();
  }

  async succeeded(
    order: PaymentOrderRef,
    payment: PaymentView,
    manager: EntityManager,
  ): Promise<void> {
    if (order.type !== PURCHASE_ORDER) return;
    const purchase = await manager.findOneByOrFail(PurchaseRecord, { id: order.id });
    const material = await manager.findOneByOrFail(Material, { id: purchase.materialId });
    await this.grants.grant(order.id, manager);
    await this.ledger.recordSale(manager, {
      paymentId: payment.id,
      order,
      authorId: material.authorId,
      amountRub: payment.amountRub,
      feePercent: this.config.marketplace.feePercent,
      availableAt: (payment.appliedAt ?? Date.now()) + this.config.marketplace.refundDays * DAY_MS,
    });
    this.grants.ensureCopySoon(order.id);
  }

  async canceled(
    order: PaymentOrderRef,
    _payment: PaymentView,
    manager: EntityManager,
  ): Promise<void> {
    if (order.type !== PURCHASE_ORDER) return;
    await this.grants.cancel(order.id, manager);
  }
}
