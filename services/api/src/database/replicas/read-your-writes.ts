import { AsyncLocalStorage } from 'node:async_hooks';
import type { PostgresConfig } from '../../config/app-config';
import { REPLICA_CHECK_MS } from './replica-lag';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** The cookie holding when this browser last wrote (epoch ms), set only with replicas. */
export const WROTE_AT_COOKIE = 'tutor_wrote_at';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const requests = new AsyncLocalStorage<{ wroteAt: number }>();

/** When the current request's client last wrote; 0 outside a request or for a fresh client. */
export function currentWroteAt(): number {
  return requests.getStore()?.wroteAt ?? 0;
}

function cookieValue(req: Request, name: string): string | undefined {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * Read-your-own-writes across instances without shared state: a write request stamps the
 * client with its time (a cookie living as long as a replica may lag), and every later
 * request of that client carries it; ReadReplica reads a replica only once it has replayed
 * past that time. A client can only make its own reads go to the primary by forging it.
 */
export function readYourWrites(cookieSeconds: number, secure: boolean): RequestHandler {
  return (req: Request, res: Response, next: NextFunction): void => {
    const sent = Number(cookieValue(req, WROTE_AT_COOKIE));
    let wroteAt = Number.isSafeInteger(sent) && sent > 0 ? sent : 0;
    if (WRITE_METHODS.has(req.method)) {
      wroteAt = Date.now();
      res.cookie(WROTE_AT_COOKIE, String(wroteAt), {
        httpOnly: true,
        secure,
        sameSite: 'lax',
        path: '/',
        maxAge: cookieSeconds * 1000,
      });
    }
    requests.run({ wroteAt }, next);
  };
}

/**
 * The middleware for these replicas: the cookie outlives the longest a write can stay
 * unseen on a replica that is read (its lag limit plus one look's age).
 */
export function readYourWritesOf(database: PostgresConfig, secure: boolean): RequestHandler {
  return readYourWrites(database.replicaMaxLagSeconds + Math.ceil(REPLICA_CHECK_MS / 1000), secure);
}
