/** The count of attempts in the current window and when that window ends. */
export interface ThrottleState {
  count: number;
  /** Milliseconds since the epoch (the app's Clock). */
  resetAt: number;
}

/**
 * How a hit treats the window: `fixed` keeps the window the first hit opened; `sliding`
 * restarts it at every hit (a lock that lasts its full length after the last attempt).
 */
export type ThrottleWindow = 'fixed' | 'sliding';

/**
 * Counters with an expiry, shared by rate limits and login locks: in memory by default,
 * in Redis with REDIS_URL (so every API instance sees the same counts). Expiry follows
 * the app's Clock, never the store's own time.
 */
export abstract class ThrottleStore {
  /** Counts one attempt under `key` and answers the new state. */
  abstract hit(key: string, windowMs: number, window: ThrottleWindow): Promise<ThrottleState>;
  /** The current state, undefined when nothing was counted or the window ended. */
  abstract peek(key: string): Promise<ThrottleState | undefined>;
  abstract clear(key: string): Promise<void>;
}

/** Whole seconds until `resetAt`, at least 1 (a Retry-After value). */
export function secondsUntil(resetAt: number, now: number): number {
  return Math.max(1, Math.ceil((resetAt - now) / 1000));
}
