import type { Payout } from '@tutor/contracts';
import type { PayoutRecord } from './payout.entity';

/**
 * When the monthly run takes a request made at `requestedAt`: the run day of that month
 * when it is still ahead, else of the next month (00:00 UTC; the run starts on its first
 * tick that day).
 */
export function runDateOf(requestedAt: number, runDay: number): number {
  const at = new Date(requestedAt);
  const month = at.getUTCMonth() + (at.getUTCDate() < runDay ? 0 : 1);
  return Date.UTC(at.getUTCFullYear(), month, runDay);
}

/** A payout as its author and the operators see it; `runDay` is PAYOUT_RUN_DAY. */
export const payoutOf = (record: PayoutRecord, runDay: number): Payout => ({
  id: record.id,
  amount_kopecks: record.amountKopecks,
  status: record.status,
  method: record.method,
  requested_at: record.requestedAt,
  paid_at: record.paidAt,
  run_month: record.runMonth,
  runs_at: record.status === 'requested' ? runDateOf(record.requestedAt, runDay) : null,
});

/** YYYY-MM of a moment (UTC). */
export const monthOf = (at: number): string => new Date(at).toISOString().slice(0, 7);

/** [start, end) of a YYYY-MM month in epoch milliseconds (UTC). */
export function monthRange(month: string): { from: number; to: number } {
  const [year = 0, index = 1] = month.split('-').map(Number);
  return { from: Date.UTC(year, index - 1, 1), to: Date.UTC(year, index, 1) };
}
