/** The pure timing of subscriptions: months, the renewal's reminder and retries. */

export const DAY_MS = 86_400_000;

/** The reminder mail goes this long before every renewal charge. */
export const REMINDER_BEFORE_MS = 3 * DAY_MS;

/**
 * A failed renewal charge is tried again this long after the period ended: three retries
 * over seven days. After the last one fails, the grace period starts.
 */
export const RETRY_AFTER_MS = [1 * DAY_MS, 3 * DAY_MS, 7 * DAY_MS] as const;

/**
 * The same moment `months` calendar months later (UTC), on the month's last day when it has
 * no such day: 31 January + 1 month is 28 (29) February.
 */
export function addMonths(at: number, months: number): number {
  const date = new Date(at);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

/**
 * When a renewal whose period ended at `periodEnd` is tried next after `failed` failures
 * in a row; undefined when no retry is left.
 */
export function retryAt(periodEnd: number, failed: number): number | undefined {
  const after = RETRY_AFTER_MS[failed - 1];
  return after === undefined ? undefined : periodEnd + after;
}
