import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, type EntityManager, type Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock.service';
import { AppConfig } from '../../config/app-config';
import { Transactions } from '../../database/transactions.service';
import { DEFAULT_LOCALE, isLocale } from '../../i18n/locale';
import { translate } from '../../i18n/messages';
import type { MailMessage } from '../../mail/mail.service';
import { LedgerService } from '../../ledger/ledger.service';
import { MailService } from '../../mail/mail.service';
import type { PaymentView } from '../../payments/payment-outcomes';
import { PaymentsService } from '../../payments/payments.service';
import { User } from '../../users/user.entity';
import { purchaseSale } from '../material-payments.service';
import { Material } from '../material.entity';
import { extraChargeMail } from './purchase-mails';
import { PurchaseExtraCharge } from './purchase-extra-charge.entity';
import { PurchaseRecord } from './purchase.entity';

/**
 * Charges beyond the one that granted a purchase: recorded in the payment's transaction,
 * then refunded in full through the provider (its idempotence key makes a repeated refund
 * the same one), the sale's ledger lines reversed with it, and the buyer told by mail.
 * Each step is claimed once; the sweep finishes whatever a stopped instance left.
 */
@Injectable()
export class PurchaseExtraCharges {
  private readonly logger = new Logger(PurchaseExtraCharges.name);

  constructor(
    @InjectRepository(PurchaseExtraCharge) private readonly rows: Repository<PurchaseExtraCharge>,
    @InjectRepository(PurchaseRecord) private readonly purchases: Repository<PurchaseRecord>,
    @InjectRepository(Material) private readonly materials: Repository<Material>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly payments: PaymentsService,
    private readonly ledger: LedgerService,
    private readonly mail: MailService,
    private readonly transactions: Transactions,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** In the payment's transaction: the payment is to be given back. */
  async record(manager: EntityManager, purchaseId: number, payment: PaymentView): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(PurchaseExtraCharge)
      .values({
        paymentId: payment.id,
        purchaseId,
        amountRub: payment.amountRub,
        createdAt: this.clock.now(),
        refundedAt: null,
        mailedAt: null,
      })
      .orIgnore()
      .execute();
  }

  /** Charges not yet refunded or mailed, oldest first. */
  open(limit: number): Promise<PurchaseExtraCharge[]> {
    return this.rows.find({
      where: { mailedAt: IsNull() },
      order: { createdAt: 'ASC' },
      take: limit,
    });
  }

  /** Refunds the charge and mails the buyer, whatever of it is still to do; never throws. */
  async settle(paymentId: number): Promise<void> {
    try {
      const row = await this.rows.findOneBy({ paymentId });
      if (row === null) return;
      if (row.refundedAt === null) await this.refund(row);
      await this.tell(row);
    } catch (error) {
      this.logger.warn({ err: error, paymentId }, 'An extra charge waits for the sweep');
    }
  }

  private async refund(row: PurchaseExtraCharge): Promise<void> {
    const payment = await this.payments.refund(row.paymentId);
    const purchase = await this.purchases.findOneByOrFail({ id: row.purchaseId });
    const material = await this.materials.findOneByOrFail({ id: purchase.materialId });
    const now = this.clock.now();
    await this.transactions.run(async (manager) => {
      const done = await manager.update(
        PurchaseExtraCharge,
        { paymentId: row.paymentId, refundedAt: IsNull() },
        { refundedAt: now },
      );
      if (done.affected === 0) return;
      const { feePercent } = this.config.marketplace;
      await this.ledger.recordRefund(
        manager,
        purchaseSale(payment, purchase.id, material, feePercent, now),
      );
    });
  }

  /** The buyer's mail, handed to the outbox once (given back if it could not be stored). */
  private async tell(row: PurchaseExtraCharge): Promise<void> {
    const claimed = await this.rows.update(
      { paymentId: row.paymentId, refundedAt: Not(IsNull()), mailedAt: IsNull() },
      { mailedAt: this.clock.now() },
    );
    if (claimed.affected === 0) return;
    try {
      await this.mail.send(await this.message(row));
    } catch (error) {
      await this.rows.update({ paymentId: row.paymentId }, { mailedAt: null });
      throw error;
    }
  }

  private async message(row: PurchaseExtraCharge): Promise<MailMessage> {
    const purchase = await this.purchases.findOneByOrFail({ id: row.purchaseId });
    const material = await this.materials.findOneByOrFail({ id: purchase.materialId });
    const buyer = await this.users.findOneByOrFail({ id: purchase.buyerId });
    const locale =
      purchase.locale !== null && isLocale(purchase.locale) ? purchase.locale : DEFAULT_LOCALE;
    return extraChargeMail({
      to: buyer.email,
      locale,
      title: material.title,
      amountRub: row.amountRub,
      link: `${this.config.appUrl}/marketplace/materials/${material.id}`,
      sender: this.config.logoTitle ?? translate('app.title', locale),
    });
  }
}
