import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { PurchaseStatus } from '@tutor/contracts';
import { IsNull, Not, type Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock.service';
import { AppConfig } from '../../config/app-config';
import { Transactions } from '../../database/transactions.service';
import { LedgerService } from '../../ledger/ledger.service';
import { PaymentsErrorCode, PaymentsException } from '../../payments/payments.errors';
import type { PaymentView } from '../../payments/payment-outcomes';
import { PaymentsService } from '../../payments/payments.service';
import { TasksService } from '../../tasks/tasks.service';
import type { User } from '../../users/user.entity';
import { purchaseSale } from '../material-payments.service';
import { MaterialPages } from '../material-pages.service';
import { Material } from '../material.entity';
import { PurchaseRecord } from './purchase.entity';
import { ReviewsService } from '../reviews/reviews.service';
import { MarketplaceErrorCode, MarketplaceException } from '../marketplace.errors';

const DAY_MS = 86_400_000;

/**
 * A buyer's refund of a paid purchase they never opened, within the refund window: the
 * full amount back through the provider, the copy, the access and their review gone, the
 * ledger's lines of the sale reversed. The request is written down first, so a refund an
 * instance stopped in the middle of (the provider paid back, the access still kept) is
 * finished by the purchases' sweep (`finishRequested`); each step is done once however
 * often it runs (the provider's refund by its idempotence key).
 */
@Injectable()
export class PurchaseRefunds {
  constructor(
    @InjectRepository(PurchaseRecord) private readonly purchases: Repository<PurchaseRecord>,
    private readonly pages: MaterialPages,
    private readonly payments: PaymentsService,
    private readonly ledger: LedgerService,
    private readonly reviews: ReviewsService,
    private readonly tasks: TasksService,
    private readonly transactions: Transactions,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async refund(buyer: User, materialId: number): Promise<void> {
    const { viewer } = await this.pages.visible(buyer.id, { id: materialId });
    const purchase = viewer.purchase;
    if (purchase === null || !this.refundable(purchase)) {
      throw new MarketplaceException(MarketplaceErrorCode.NotRefundable);
    }
    await this.purchases.update(
      { id: purchase.id, status: PurchaseStatus.Granted, refundRequestedAt: IsNull() },
      { refundRequestedAt: this.clock.now() },
    );
    await this.finish(purchase.id);
  }

  /** Refunds requested and not finished, the oldest first (for the sweep). */
  requested(limit: number): Promise<PurchaseRecord[]> {
    return this.purchases.find({
      where: { status: PurchaseStatus.Granted, refundRequestedAt: Not(IsNull()) },
      order: { refundRequestedAt: 'ASC', id: 'ASC' },
      take: limit,
    });
  }

  /** Finishes a requested refund; a provider that declines it leaves the purchase as it was. */
  async finish(purchaseId: number): Promise<void> {
    const purchase = await this.purchases.findOneByOrFail({ id: purchaseId });
    if (purchase.status !== PurchaseStatus.Granted || purchase.refundRequestedAt === null) return;
    const payment = await this.paidBack(purchase);
    const material = await this.purchases.manager.findOneByOrFail(Material, {
      id: purchase.materialId,
    });
    const refunded = await this.transactions.run(async (manager) => {
      const done = await manager.update(
        PurchaseRecord,
        { id: purchase.id, status: PurchaseStatus.Granted },
        { status: PurchaseStatus.Refunded, refundedAt: this.clock.now() },
      );
      if (done.affected === 0) return false;
      await manager.decrement(Material, { id: material.id }, 'purchasesCount', 1);
      await this.reviews.removeOf(manager, material.id, purchase.buyerId);
      const { feePercent } = this.config.marketplace;
      await this.ledger.recordRefund(
        manager,
        purchaseSale(payment, purchase.id, material, feePercent, this.clock.now()),
      );
      return true;
    });
    if (refunded && purchase.taskId !== null) {
      await this.tasks.remove(purchase.buyerId, purchase.taskId).catch(() => undefined);
    }
  }

  private async paidBack(purchase: PurchaseRecord): Promise<PaymentView> {
    try {
      return await this.payments.refund(purchase.paymentId ?? 0);
    } catch (error) {
      if (error instanceof PaymentsException && error.code === PaymentsErrorCode.RefundDeclined) {
        await this.purchases.update(
          { id: purchase.id, status: PurchaseStatus.Granted },
          { refundRequestedAt: null },
        );
      }
      throw error;
    }
  }

  private refundable(purchase: PurchaseRecord): boolean {
    return (
      purchase.status === PurchaseStatus.Granted &&
      purchase.price > 0 &&
      purchase.paymentId !== null &&
      purchase.openedAt === null &&
      (purchase.grantedAt ?? 0) + this.config.marketplace.refundDays * DAY_MS > this.clock.now()
    );
  }
}
