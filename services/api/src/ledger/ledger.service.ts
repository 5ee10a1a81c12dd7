import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { LedgerEntry, LedgerKind } from './ledger-entry.entity';

/** A sale as the ledger takes it. */
export interface LedgerSale {
  paymentId: number;
  order: { type: string; id: number };
  authorId: number;
  /** What the buyer paid, in rubles. */
  amountRub: number;
  /** The platform's share, in percent. */
  feePercent: number;
  /** When the author's earnings stop being held (the end of the refund window). */
  availableAt: number;
}

/** The platform's fee of an amount, in kopecks, rounded half up. */
export function feeKopecks(amountKopecks: number, feePercent: number): number {
  return Math.round((amountKopecks * feePercent) / 100);
}

/** Writes the ledger's lines for sales and their refunds, once per payment and kind. */
@Injectable()
export class LedgerService {
  constructor(private readonly clock: Clock) {}

  /** The payment, the fee and the author's held earnings, in the caller's transaction. */
  async recordSale(manager: EntityManager, sale: LedgerSale): Promise<void> {
    const total = sale.amountRub * 100;
    const fee = feeKopecks(total, sale.feePercent);
    await this.write(manager, sale, [
      [LedgerKind.Payment, total, null, null],
      [LedgerKind.Fee, fee, null, null],
      [LedgerKind.AuthorEarnings, total - fee, sale.authorId, sale.availableAt],
    ]);
  }

  /** A refunded sale: each of its lines reversed, once. */
  async recordRefund(manager: EntityManager, sale: LedgerSale): Promise<void> {
    const total = sale.amountRub * 100;
    const fee = feeKopecks(total, sale.feePercent);
    await this.write(manager, sale, [
      [LedgerKind.Refund, -total, null, null],
      [LedgerKind.FeeRefund, -fee, null, null],
      [LedgerKind.AuthorRefund, -(total - fee), sale.authorId, null],
    ]);
  }

  private async write(
    manager: EntityManager,
    sale: LedgerSale,
    lines: [LedgerKind, number, number | null, number | null][],
  ): Promise<void> {
    const now = this.clock.now();
    await manager
      .getRepository(LedgerEntry)
      .createQueryBuilder()
      .insert()
      .values(
        lines.map(([kind, amountKopecks, authorId, availableAt]) => ({
          paymentId: sale.paymentId,
          orderType: sale.order.type,
          orderId: sale.order.id,
          kind,
          authorId,
          amountKopecks,
          availableAt,
          createdAt: now,
        })),
      )
      .orIgnore()
      .execute();
  }
}
