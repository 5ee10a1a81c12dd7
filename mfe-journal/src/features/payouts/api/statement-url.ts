/**
 * GET /api/payouts/statement?month=YYYY-MM: a CSV the browser downloads itself (a plain
 * link carries the session cookie), so it is an address rather than an apiRequest call.
 */
export function statementUrl(month: string): string {
  return `/api/payouts/statement?${new URLSearchParams({ month }).toString()}`;
}
