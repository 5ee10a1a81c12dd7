import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import type { SessionConfig } from '../config/app-config';
import { SESSION_COOKIE, newCsrfToken, type SessionCookies } from './session-cookies';
import type { SessionStore } from './session-store';
import './session-data';

/**
 * Requests that get no session: load balancer probes and files (a name with an
 * extension, the remotes' builds), which must stay cacheable and cookie-free.
 */
export function isStateless(req: Request): boolean {
  if (req.path === '/api/health') return true;
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.path.startsWith('/api/')) return false;
  return req.path.startsWith('/remotes/') || /\.[a-z0-9]+$/i.test(req.path);
}

/** Gives the session an XSRF token and every answer the readable XSRF-TOKEN cookie. */
function xsrfCookie(cookies: SessionCookies): RequestHandler {
  return (req, res, next) => {
    // undefined for the stateless requests session() skipped
    const current = req.session as Request['session'] | undefined;
    if (current !== undefined) {
      current.csrfToken ??= newCsrfToken();
      cookies.setXsrfToken(res, current.csrfToken);
    }
    next();
  };
}

/**
 * express-session on the app's store: an httpOnly, SameSite=Lax cookie (Secure with an
 * https APP_URL), renewed by every answer; then the XSRF cookie.
 */
export function sessionHandlers(
  store: SessionStore,
  secret: string,
  config: SessionConfig,
  cookies: SessionCookies,
): RequestHandler[] {
  const handler = session({
    name: SESSION_COOKIE,
    secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    // behind the TLS proxy an https APP_URL implies, trust its X-Forwarded-Proto
    proxy: config.secureCookies ? true : undefined,
    cookie: cookies.sessionCookie,
  });
  const withSession: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    if (isStateless(req)) next();
    else handler(req, res, next);
  };
  return [withSession, xsrfCookie(cookies)];
}
