import type { Payout } from '@tutor/contracts';
import type { PayoutRecord } from './payout.entity';

export const payoutOf = (record: PayoutRecord): Payout => ({
  id: record.id,
  amount_kopecks: record.amountKopecks,
  status: record.status,
  method: record.method,
  requested_at: record.requestedAt,
  paid_at: record.paidAt,
  run_month: record.runMonth,
});

/** YYYY-MM of a moment (UTC). */
export const monthOf = (at: number): string => new Date(at).toISOString().slice(0, 7);

/** [start, end) of a YYYY-MM month in epoch milliseconds (UTC). */
export function monthRange(month: string): { from: number; to: number } {
  const [year = 0, index = 1] = month.split('-').map(Number);
  return { from: Date.UTC(year, index - 1, 1), to: Date.UTC(year, index, 1) };
}
