import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';

const ALLOWED_METHODS = 'GET,HEAD,POST,PUT,PATCH,DELETE';
const ALLOWED_HEADERS = 'Accept,Accept-Language,Content-Type,X-Requested-With,X-XSRF-TOKEN';
const PREFLIGHT_MAX_AGE = '600';

/**
 * CORS with credentials for the origins the remotes registry names (remotes on a CDN call
 * the API); any other origin gets no CORS header at all, so the browser refuses it.
 */
export function registryCors(
  allowedOrigins: (req: IncomingMessage) => readonly string[],
): RequestHandler {
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (origin === undefined) return next();
    res.vary('Origin');
    if (!allowedOrigins(req).includes(origin)) return next();
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    if (req.method !== 'OPTIONS' || req.headers['access-control-request-method'] === undefined) {
      return next();
    }
    res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
    res.setHeader(
      'Access-Control-Allow-Headers',
      req.headers['access-control-request-headers'] ?? ALLOWED_HEADERS,
    );
    res.setHeader('Access-Control-Max-Age', PREFLIGHT_MAX_AGE);
    res.vary('Access-Control-Request-Headers');
    res.status(204).end();
  };
}
