/**
 * Resolves once the event loop has polled for I/O again: work split by these waits lets
 * every request that arrived meanwhile run in between. One setImmediate is not enough: it
 * runs in the same turn's check phase, before the next poll sees new sockets.
 */
export function otherRequestsFirst(): Promise<void> {
  return new Promise((resolve) => setImmediate(() => setImmediate(resolve)));
}

/** Parsed bodies that came from a large request (heavy-lane.ts): their work is split. */
const largeBodies = new WeakSet<object>();

export function markLargeBody(body: unknown): void {
  if (typeof body === 'object' && body !== null) largeBodies.add(body);
}

export function isLargeBody(body: unknown): boolean {
  return typeof body === 'object' && body !== null && largeBodies.has(body);
}
