import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PayoutSale } from '@tutor/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { rawQuery } from '../../database/raw-query';
import { ReadReplica } from '../../database/replicas/read-replica.service';
import { LedgerKind } from '../../ledger/ledger-entry.entity';

/** A number of a raw row: PostgreSQL answers bigint sums and columns as text. */
const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
const numOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/** What the author's ledger lines add up to, in kopecks. */
/** A text column as read, or null. */
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export interface LedgerTotals {
  /** Earnings still in their refund window (net of refunds). */
  held: number;
  /** Earnings past it, less what payouts took (and plus what canceled ones gave back). */
  available: number;
}

/** One line of an author's monthly statement. */
export interface StatementLine {
  at: number;
  kind: LedgerKind;
  material: string | null;
  orderId: number;
  amountKopecks: number;
  feeKopecks: number | null;
  paymentKopecks: number | null;
}

/** The sale lines of an author: earnings with their payment, fee and refund beside them. */
const SALES_FROM = `
  FROM ledger_entries e
  LEFT JOIN ledger_entries p ON p.payment_id = e.payment_id AND p.kind = '${LedgerKind.Payment}'
  LEFT JOIN ledger_entries f ON f.payment_id = e.payment_id AND f.kind = '${LedgerKind.Fee}'
  LEFT JOIN ledger_entries r
    ON r.payment_id = e.payment_id AND r.kind = '${LedgerKind.AuthorRefund}'
  LEFT JOIN purchases pu ON e.order_type = 'purchase' AND pu.id = e.order_id
  LEFT JOIN materials m ON m.id = pu.material_id
  WHERE e.author_id = :author AND e.kind = '${LedgerKind.AuthorEarnings}'`;

/**
 * An author's money as the ledger has it: balances, sales and statements are sums and
 * joins of `ledger_entries`, never recomputed from purchases or prices.
 */
@Injectable()
export class AuthorLedger {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly replica: ReadReplica,
  ) {}

  /** In `manager`'s transaction when given (a payout request reads and writes in one). */
  async totals(
    authorId: number,
    now: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<LedgerTotals> {
    const run = <T>(sql: string, params: Record<string, unknown>): Promise<T[]> => {
      const [text, values] = manager.connection.driver.escapeQueryWithParameters(sql, params, {});
      return manager.query<T[]>(text, values);
    };
    const [earnings] = await run<{ held: unknown; earned: unknown }>(
      `SELECT
         COALESCE(SUM(CASE WHEN e.available_at > :now
           THEN e.amount_kopecks + COALESCE(r.amount_kopecks, 0) ELSE 0 END), 0) AS held,
         COALESCE(SUM(CASE WHEN e.available_at <= :now
           THEN e.amount_kopecks + COALESCE(r.amount_kopecks, 0) ELSE 0 END), 0) AS earned
       FROM ledger_entries e
       LEFT JOIN ledger_entries r
         ON r.payment_id = e.payment_id AND r.kind = '${LedgerKind.AuthorRefund}'
       WHERE e.author_id = :author AND e.kind = '${LedgerKind.AuthorEarnings}'`,
      { author: authorId, now },
    );
    const [payouts] = await run<{ total: unknown }>(
      `SELECT COALESCE(SUM(amount_kopecks), 0) AS total FROM ledger_entries
       WHERE author_id = :author AND kind IN ('${LedgerKind.Payout}', '${LedgerKind.PayoutReturn}')`,
      { author: authorId },
    );
    return { held: num(earnings?.held), available: num(earnings?.earned) + num(payouts?.total) };
  }

  async salesCount(authorId: number): Promise<number> {
    const [row] = await rawQuery<{ total: unknown }>(
      this.dataSource,
      `SELECT COUNT(*) AS total ${SALES_FROM}`,
      { author: authorId },
    );
    return num(row?.total);
  }

  /** A page of the author's sales, newest first. */
  async sales(authorId: number, now: number, limit: number, offset: number): Promise<PayoutSale[]> {
    const rows = await rawQuery<Record<string, unknown>>(
      this.dataSource,
      `SELECT e.id AS id, e.created_at AS sold_at, e.amount_kopecks AS share,
              e.available_at AS hold_until, p.amount_kopecks AS amount, f.amount_kopecks AS fee,
              r.created_at AS refunded_at, m.id AS material_id, m.title AS title
       ${SALES_FROM}
       ORDER BY e.created_at DESC, e.id DESC
       LIMIT :limit OFFSET :offset`,
      { author: authorId, limit, offset },
    );
    return rows.map((row) => {
      const holdUntil = numOrNull(row.hold_until);
      const refundedAt = numOrNull(row.refunded_at);
      const materialId = numOrNull(row.material_id);
      return {
        id: num(row.id),
        material:
          materialId === null ? null : { id: materialId, title: textOrNull(row.title) ?? '' },
        sold_at: num(row.sold_at),
        amount_kopecks: num(row.amount),
        fee_kopecks: num(row.fee),
        share_kopecks: num(row.share),
        hold_until: holdUntil,
        status:
          refundedAt !== null
            ? 'refunded'
            : holdUntil !== null && holdUntil > now
              ? 'held'
              : 'available',
        refunded_at: refundedAt,
      };
    });
  }

  /** The author's lines made within [from, to), oldest first. */
  async statement(authorId: number, from: number, to: number): Promise<StatementLine[]> {
    const rows = await this.replica.read((source) =>
      this.statementRows(source, authorId, from, to),
    );
    return rows.map((row) => ({
      at: num(row.at),
      kind: String(row.kind) as LedgerKind,
      material: textOrNull(row.title),
      orderId: num(row.order_id),
      amountKopecks: num(row.amount),
      feeKopecks: numOrNull(row.fee),
      paymentKopecks: numOrNull(row.payment),
    }));
  }

  private statementRows(
    source: DataSource,
    authorId: number,
    from: number,
    to: number,
  ): Promise<Record<string, unknown>[]> {
    return rawQuery<Record<string, unknown>>(
      source,
      `SELECT e.created_at AS at, e.kind AS kind, e.order_id AS order_id,
              e.amount_kopecks AS amount, m.title AS title,
              f.amount_kopecks AS fee, p.amount_kopecks AS payment
       FROM ledger_entries e
       LEFT JOIN ledger_entries p ON e.payment_id IS NOT NULL
         AND p.payment_id = e.payment_id AND p.kind = '${LedgerKind.Payment}'
       LEFT JOIN ledger_entries f ON e.payment_id IS NOT NULL
         AND f.payment_id = e.payment_id AND f.kind = '${LedgerKind.Fee}'
       LEFT JOIN purchases pu ON e.order_type = 'purchase' AND pu.id = e.order_id
       LEFT JOIN materials m ON m.id = pu.material_id
       WHERE e.author_id = :author AND e.created_at >= :from AND e.created_at < :to
       ORDER BY e.created_at, e.id`,
      { author: authorId, from, to },
    );
  }
}
