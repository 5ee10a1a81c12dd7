import { Injectable } from '@nestjs/common';
import type { PaymentOutcomes } from './payment-outcomes';

const ORDER_TYPE = /^[a-z][a-z0-9_]{0,31}$/;

/**
 * PaymentOutcomes per order type, for modules that sell something besides the
 * marketplace's purchases (a subscription's charges): such a module registers its own
 * outcomes for its order type when it starts (onModuleInit), and PaymentSettlement hands a
 * payment of that type to them instead of to the app-wide PaymentOutcomes. The payments
 * module still imports none of them.
 */
@Injectable()
export class PaymentOutcomeRoutes {
  private readonly byType = new Map<string, PaymentOutcomes>();

  register(orderType: string, outcomes: PaymentOutcomes): void {
    if (!ORDER_TYPE.test(orderType)) throw new Error(`Bad payment order type ${orderType}`);
    if (this.byType.has(orderType)) {
      throw new Error(`Payment outcomes of ${orderType} are registered twice`);
    }
    this.byType.set(orderType, outcomes);
  }

  find(orderType: string): PaymentOutcomes | undefined {
    return this.byType.get(orderType);
  }
}
