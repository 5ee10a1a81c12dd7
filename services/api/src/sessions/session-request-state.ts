import type { Request } from 'express';

/** Requests whose session was read from the store (not one made up for a visitor), with its id. */
const storedSessions = new WeakMap<Request, string>();
/** Requests whose session could not be read, with the store's error. */
const unreadableSessions = new WeakMap<Request, Error>();

export function markStoredSession(req: Request): void {
  storedSessions.set(req, req.sessionID);
}

/** The id of the stored session the browser came with, else undefined. */
export function storedSessionId(req: Request): string | undefined {
  return storedSessions.get(req);
}

/** Whether the browser came with a session the store holds. */
export function hasStoredSession(req: Request): boolean {
  return storedSessions.has(req);
}

export function markSessionUnreadable(req: Request, error: unknown): void {
  const failure =
    error instanceof Error ? error : new Error('The session store failed', { cause: error });
  unreadableSessions.set(req, failure);
}

/** The store's error when the request's session could not be read, else undefined. */
export function sessionReadError(req: Request): Error | undefined {
  return unreadableSessions.get(req);
}
