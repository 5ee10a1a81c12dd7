/** What a queue delivers: a job's id and the attempt it is at (duplicates of both collapse). */
export interface QueuedDispatch {
  id: number;
  attempts: number;
}

/** Runs one delivered job; it settles every outcome in the database row and never rejects. */
export type DispatchHandler = (jobId: number) => Promise<void>;

/**
 * Carries dispatch job ids to a worker. It is only a wake-up call: the database row is the
 * truth, a delivery may be lost (the sweep sends it again) or doubled (the runner's claim
 * makes the second one a no-op).
 */
export abstract class DispatchQueue {
  /** Rejects when the queue cannot take it (e.g. Redis down): the sweep tries again. */
  abstract enqueue(job: QueuedDispatch, delayMs?: number): Promise<void>;

  /** Starts delivering to `handler` (once, at application bootstrap). */
  abstract start(handler: DispatchHandler): Promise<void>;

  /** Stops delivering, waits for the job in hand and releases connections and timers. */
  abstract stop(): Promise<void>;
}
