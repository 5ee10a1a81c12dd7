/**
 * GET /api/payouts/register?month=YYYY-MM: the CSV the operator uploads to the bank. The
 * browser downloads it itself (a plain link carries the session cookie).
 */
export function registerUrl(month: string): string {
  return `/api/payouts/register?${new URLSearchParams({ month }).toString()}`;
}
