import type { Clock } from '../common/clock/clock.service';
import { ThrottleStore, type ThrottleState, type ThrottleWindow } from './throttle-store';

/** Drop ended windows once this many keys are held. */
const SWEEP_THRESHOLD = 10_000;

/** Counters of one process: the default without Redis. */
export class MemoryThrottleStore extends ThrottleStore {
  private readonly entries = new Map<string, ThrottleState>();

  constructor(private readonly clock: Clock) {
    super();
  }

  hit(key: string, windowMs: number, window: ThrottleWindow): Promise<ThrottleState> {
    const now = this.clock.now();
    if (this.entries.size >= SWEEP_THRESHOLD) this.sweep(now);
    const current = this.live(key, now);
    const state: ThrottleState = {
      count: (current?.count ?? 0) + 1,
      resetAt: current !== undefined && window === 'fixed' ? current.resetAt : now + windowMs,
    };
    this.entries.set(key, state);
    return Promise.resolve({ ...state });
  }

  peek(key: string): Promise<ThrottleState | undefined> {
    const state = this.live(key, this.clock.now());
    return Promise.resolve(state === undefined ? undefined : { ...state });
  }

  clear(key: string): Promise<void> {
    this.entries.delete(key);
    return Promise.resolve();
  }

  private live(key: string, now: number): ThrottleState | undefined {
    const state = this.entries.get(key);
    if (state === undefined || state.resetAt > now) return state;
    this.entries.delete(key);
    return undefined;
  }

  private sweep(now: number): void {
    for (const [key, state] of this.entries) if (state.resetAt <= now) this.entries.delete(key);
  }
}
