import type { PaymentReturnState } from '@tutor/contracts';

/** How often a payment still waiting for the bank is read again. */
export const POLL_EVERY_MS = 3000;
/** Reads after the first before the page stops asking on its own (about a minute). */
export const MAX_POLLS = 20;

/**
 * The delay before the next read, or false to stop: only while waiting, and no more than
 * MAX_POLLS times (`reads` counts the answers so far, the first included).
 */
export function nextPoll(state: PaymentReturnState | undefined, reads: number): number | false {
  if (state !== 'waiting') return false;
  return reads <= MAX_POLLS ? POLL_EVERY_MS : false;
}

/** Whether the page gave up asking on its own while the payment still waits. */
export function stoppedWaiting(state: PaymentReturnState | undefined, reads: number): boolean {
  return state === 'waiting' && nextPoll(state, reads) === false;
}
