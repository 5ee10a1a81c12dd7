import type { Request } from 'express';

/** The client's address: req.ip honours TRUST_PROXY (X-Forwarded-For from a trusted proxy). */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
