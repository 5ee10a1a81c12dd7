import type { Request, RequestHandler } from 'express';

/** Bodies larger than this take turns once read. */
export const HEAVY_BODY_BYTES = 64 * 1024;

/** A turn ends when the answer is sent, or after this long (a slow route keeps no one out). */
export const MAX_TURN_MS = 1000;

/** A read JSON body's bytes (express.raw), else what Content-Length announced. */
function bodyBytes(req: Request): number {
  const raw: unknown = req.body;
  return Buffer.isBuffer(raw) ? raw.length : Number(req.headers['content-length'] ?? 0);
}

/**
 * Requests with a large body take turns for the work after their body is read (parsing,
 * guards, sizing, validation, the route): one at a time, first come first served. Their
 * upload is not part of the turn, so a slow sender holds no one up. Every other request
 * goes straight on, and waits behind at most one step of one large body (json-body.ts)
 * instead of all of them.
 */
export function heavyLane(): RequestHandler {
  let busy = false;
  const waiting: (() => void)[] = [];
  const release = (): void => {
    const next = waiting.shift();
    if (next === undefined) busy = false;
    else next();
  };
  return (req, res, next) => {
    if (!(bodyBytes(req) > HEAVY_BODY_BYTES)) {
      next();
      return;
    }
    const turn = (): void => {
      let ended = false;
      const end = (): void => {
        if (ended) return;
        ended = true;
        clearTimeout(timer);
        release();
      };
      const timer = setTimeout(end, MAX_TURN_MS);
      timer.unref();
      res.once('finish', end);
      res.once('close', end);
      if (res.writableEnded || res.destroyed) end();
      else next();
    };
    if (busy) {
      waiting.push(turn);
    } else {
      busy = true;
      turn();
    }
  };
}
