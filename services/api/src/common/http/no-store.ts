import type { Request, RequestHandler } from 'express';

/** What the routes answer: the API, the account forms' posts and the OAuth pages. */
function isRouteRequest(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return true;
  return req.path.startsWith('/api/') || req.path.startsWith('/oauth/');
}

/**
 * Every answer of a route is kept out of shared and browser caches (`no-store`): most
 * carry someone's data. A route that may be cached says so itself (`@Header`, set after
 * this). A plain middleware: an interceptor cost every request an rxjs pipeline.
 */
export const noStore: RequestHandler = (req, res, next) => {
  if (isRouteRequest(req)) res.setHeader('Cache-Control', 'no-store');
  next();
};
