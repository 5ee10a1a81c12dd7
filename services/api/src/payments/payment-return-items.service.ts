import { Injectable } from '@nestjs/common';
import type { PaymentReturn } from '@tutor/contracts';

/** What an order pays for, as the return page names it. */
export type PaymentReturnOrder = Pick<PaymentReturn, 'item' | 'material'>;

/** Describes an order of one type by its id (in the selling module's own terms). */
export type DescribeOrder = (orderId: number) => Promise<PaymentReturnOrder>;

const ORDER_TYPE = /^[a-z][a-z0-9_]{0,31}$/;

/**
 * What each order type pays for, for the buyer's return page: the selling modules
 * (marketplace, subscriptions) register their describer when they start, as they do
 * their PaymentOutcomes, so the payments module imports none of them.
 */
@Injectable()
export class PaymentReturnItems {
  private readonly byType = new Map<string, DescribeOrder>();

  register(orderType: string, describe: DescribeOrder): void {
    if (!ORDER_TYPE.test(orderType)) throw new Error(`Bad payment order type ${orderType}`);
    if (this.byType.has(orderType)) {
      throw new Error(`The return item of ${orderType} is registered twice`);
    }
    this.byType.set(orderType, describe);
  }

  describe(orderType: string, orderId: number): Promise<PaymentReturnOrder> {
    const describe = this.byType.get(orderType);
    if (describe === undefined) throw new Error(`No return item for payment order ${orderType}`);
    return describe(orderId);
  }
}
