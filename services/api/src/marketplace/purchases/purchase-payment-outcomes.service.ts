import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { LedgerService } from '../../ledger/ledger.service';
import { MailEvents, type MailEvent } from '../../mail/mail.events';
import {
  PaymentOutcomes,
  type PaymentOrderRef,
  type PaymentView,
} from '../../payments/payment-outcomes';
import { Material } from '../material.entity';
import { PURCHASE_ORDER, purchaseSale } from '../material-payments.service';
import { PurchaseExtraCharges } from './purchase-extra-charges.service';
import { PurchaseGrants } from './purchase-grants.service';
import { PurchaseRecord } from './purchase.entity';

const DAY_MS = 86_400_000;

/**
 * A purchase's payment ended. Paid: the sale goes to the ledger, and the first paid
 * payment grants the purchase (pending, or canceled by another attempt meanwhile) at what
 * it took; any later one, for a purchase granted or refunded already, becomes an extra
 * charge to refund. All of it in the payment's transaction; after COMMIT the buyer's copy
 * is made and an extra charge refunded (the sweep does both if this instance stops). Not
 * paid: the attempt is over and the purchase may be tried again.
 */
@Injectable()
export class PurchasePaymentOutcomes extends PaymentOutcomes {
  private readonly logger = new Logger(PurchasePaymentOutcomes.name);

  constructor(
    private readonly grants: PurchaseGrants,
    private readonly extraCharges: PurchaseExtraCharges,
    private readonly ledger: LedgerService,
    private readonly config: AppConfig,
    private readonly mailEvents: MailEvents,
  ) {
    super();
  }

  async succeeded(
    order: PaymentOrderRef,
    payment: PaymentView,
    manager: EntityManager,
  ): Promise<void> {
    if (order.type !== PURCHASE_ORDER) return;
    await this.mailEvents.record(manager, paidEvent(order, payment), receiptKey(payment));
    const purchase = await manager.findOneByOrFail(PurchaseRecord, { id: order.id });
    const material = await manager.findOneByOrFail(Material, { id: purchase.materialId });
    const { feePercent, refundDays } = this.config.marketplace;
    const heldUntil = (payment.appliedAt ?? Date.now()) + refundDays * DAY_MS;
    await this.ledger.recordSale(
      manager,
      purchaseSale(payment, purchase.id, material, feePercent, heldUntil),
    );
    const paid = { paymentId: payment.id, amountRub: payment.amountRub };
    if (await this.grants.grant(order.id, manager, paid)) return;
    await this.extraCharges.record(manager, order.id, payment);
  }

  async canceled(
    order: PaymentOrderRef,
    payment: PaymentView,
    manager: EntityManager,
  ): Promise<void> {
    if (order.type !== PURCHASE_ORDER) return;
    await this.grants.cancel(order.id, payment.id, manager);
  }

  override async afterCommit(order: PaymentOrderRef, payment: PaymentView): Promise<void> {
    if (order.type !== PURCHASE_ORDER || payment.status !== 'succeeded') return;
    await this.grants.ensureCopy(order.id).catch((error: unknown) => {
      this.logger.warn({ err: error, purchaseId: order.id }, 'The copy waits for the sweep');
    });
    await this.extraCharges.settle(payment.id);
    await this.mailEvents.deliverKeyed(receiptKey(payment), paidEvent(order, payment));
  }
}

/** The buyer's receipt and the author's sale, saved with the payment's settlement. */
const paidEvent = (order: PaymentOrderRef, payment: PaymentView): MailEvent => ({
  type: 'purchase_paid',
  purchaseId: order.id,
  paymentId: payment.id,
  amountRub: payment.amountRub,
});
const receiptKey = (payment: PaymentView): string => `purchase_paid:${payment.id}`;
