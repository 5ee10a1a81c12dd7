import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { PaymentsService } from '../payments/payments.service';
import type { User } from '../users/user.entity';
import type { Material } from './material.entity';
import { PurchaseRecord } from './purchase.entity';

/** The order type of a purchase's payments. */
export const PURCHASE_ORDER = 'purchase';

/** Paying for a purchase: a new payment attempt each time, back to the material after. */
@Injectable()
export class MaterialPayments {
  constructor(
    @InjectRepository(PurchaseRecord) private readonly purchases: Repository<PurchaseRecord>,
    private readonly payments: PaymentsService,
    private readonly config: AppConfig,
  ) {}

  /** Starts paying for the purchase; answers the provider's page. */
  async start(purchase: PurchaseRecord, material: Material, buyer: User): Promise<string> {
    const started = await this.payments.start({
      type: PURCHASE_ORDER,
      id: purchase.id,
      buyerId: buyer.id,
      buyerEmail: buyer.email,
      amountRub: purchase.price,
      description: `«${material.title}»`,
      returnUrl: `${this.config.appUrl}/marketplace/materials/${material.id}`,
    });
    await this.purchases.update({ id: purchase.id }, { paymentId: started.paymentId });
    return started.confirmationUrl;
  }

  /** Asks the provider about the purchase's payment now (the buyer is back). */
  async refresh(paymentId: number): Promise<void> {
    await this.payments.refresh(paymentId);
  }
}
