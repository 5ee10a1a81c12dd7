import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';

const ALLOWED_METHODS = 'GET,HEAD';
const PREFLIGHT_MAX_AGE = '600';
/** What another origin may read of this server: the remotes' manifests and chunks. */
const REMOTE_FILES = '/remotes/';

/**
 * CORS, without credentials, for the origins the remotes registry names, on the remotes'
 * files only (a remote elsewhere, or a shell in development, loads them); any other
 * origin or path gets no CORS header at all, so the browser refuses it.
 */
export function remoteFilesCors(
  allowedOrigins: (req: IncomingMessage) => readonly string[],
): RequestHandler {
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (origin === undefined || !req.path.startsWith(REMOTE_FILES)) return next();
    res.vary('Origin');
    if (!allowedOrigins(req).includes(origin)) return next();
    res.setHeader('Access-Control-Allow-Origin', origin);
    if (req.method !== 'OPTIONS' || req.headers['access-control-request-method'] === undefined) {
      return next();
    }
    res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
    res.setHeader('Access-Control-Max-Age', PREFLIGHT_MAX_AGE);
    res.status(204).end();
  };
}
