import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import type { Locale } from '../i18n/locale';
import type { LedgerSale } from '../ledger/ledger.service';
import type { PaymentView } from '../payments/payment-outcomes';
import { PaymentsErrorCode, PaymentsException } from '../payments/payments.errors';
import { PaymentsService, RETURN_PAYMENT_ID } from '../payments/payments.service';
import type { User } from '../users/user.entity';
import type { Material } from './material.entity';
import { PurchaseAttempts } from './purchases/purchase-attempts.service';

/** The order type of a purchase's payments. */
export const PURCHASE_ORDER = 'purchase';

/**
 * The ledger's sale of a purchase as `payment` paid it (what was paid, not today's price),
 * at the platform's fee; the author's earnings held until `availableAt`.
 */
export function purchaseSale(
  payment: Pick<PaymentView, 'id' | 'amountRub'>,
  purchaseId: number,
  material: Pick<Material, 'authorId'>,
  feePercent: number,
  availableAt: number,
): LedgerSale {
  return {
    paymentId: payment.id,
    order: { type: PURCHASE_ORDER, id: purchaseId },
    authorId: material.authorId,
    amountRub: payment.amountRub,
    feePercent,
    availableAt,
  };
}

/** An attempt found over is replaced by a new one at most this many times per request. */
const ROUNDS = 3;

/**
 * Paying for a purchase: one attempt in flight per buyer and material. A request while it
 * is pending answers its page (the payment is made once, under the attempt's key); an
 * attempt found over (canceled, failed) gives way to a new one, and one the provider could
 * not be asked to create is over at once. The buyer comes back to the payment's return
 * page (`/marketplace/payments/:paymentId`), which says how it went and links the material.
 */
@Injectable()
export class MaterialPayments {
  constructor(
    private readonly attempts: PurchaseAttempts,
    private readonly payments: PaymentsService,
    private readonly config: AppConfig,
  ) {}

  /** The provider's page of the attempt in flight, started if there is none. */
  async start(material: Material, buyer: User, locale: Locale): Promise<string> {
    for (let round = 1; ; round += 1) {
      const purchase = await this.attempts.current(material, buyer, locale);
      const order = {
        type: PURCHASE_ORDER,
        id: purchase.id,
        buyerId: buyer.id,
        buyerEmail: buyer.email,
        amountRub: purchase.price,
        description: `«${material.title}»`,
        returnUrl: `${this.config.appUrl}/marketplace/payments/${RETURN_PAYMENT_ID}`,
      };
      const started = await this.payments
        .startAttempt(order, purchase.attemptKey ?? '')
        .catch(async (error: unknown) => {
          // not shown as pending meanwhile: the next request starts another attempt
          await this.attempts.end(purchase);
          throw error;
        });
      if (started !== null) {
        await this.attempts.started(purchase, started.paymentId);
        return started.confirmationUrl;
      }
      await this.attempts.end(purchase);
      if (round === ROUNDS) {
        throw new PaymentsException(PaymentsErrorCode.ProviderError, `purchase ${purchase.id}`);
      }
    }
  }

  /** Asks the provider about the purchase's payment now. */
  async refresh(paymentId: number): Promise<void> {
    await this.payments.refresh(paymentId);
  }
}
