import { Logger } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import type { SessionConfig } from '../config/app-config';
import {
  SESSION_COOKIE,
  XSRF_COOKIE,
  requestCookie,
  setsCookie,
  type SessionCookies,
} from './session-cookies';
import { markSessionUnreadable } from './session-request-state';
import type { SessionStore } from './session-store';
import { ANONYMOUS_BINDING, sessionBinding, type XsrfTokens } from './xsrf-tokens';
import './session-data';

const logger = new Logger('Sessions');

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

/** Runs `listener` once, just before the answer's headers are written. */
function beforeHeaders(res: Response, listener: () => void): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  let fired = false;
  const wrapped = (...args: unknown[]): Response => {
    if (!fired) {
      fired = true;
      listener();
    }
    return writeHead(...args);
  };
  res.writeHead = wrapped;
}

/**
 * Gives every answer the readable XSRF-TOKEN cookie, bound to the session the answer
 * leaves the browser with: the one whose cookie it sets (express-session sets it on every
 * answer of a stored session, and when a session is first stored), else none. Installed
 * before express-session, so it runs after express-session has set its cookie. A token
 * the browser holds is kept while it stays valid for that binding.
 */
function xsrfCookie(cookies: SessionCookies, tokens: XsrfTokens): RequestHandler {
  return (req, res, next) => {
    beforeHeaders(res, () => {
      // undefined for stateless requests and sessions the store could not read
      const current = req.session as Request['session'] | undefined;
      if (current === undefined) return;
      const binding = setsCookie(res, SESSION_COOKIE)
        ? sessionBinding(req.sessionID)
        : ANONYMOUS_BINDING;
      const held = requestCookie(req, XSRF_COOKIE);
      const valid = held !== undefined && tokens.verify(held, binding);
      cookies.setXsrfToken(res, valid ? held : tokens.issue(binding));
    });
    next();
  };
}

/**
 * express-session on the app's store: an httpOnly, SameSite=Lax cookie (Secure with an
 * https APP_URL), renewed by every answer. Nothing is stored for a visitor until a route
 * puts something in the session (sign-in, an OAuth flow). A session the store cannot
 * read (Redis down) leaves the request without one: files and the shell still load, and
 * routes answer 503 (SessionAvailableGuard).
 */
export function sessionHandlers(
  store: SessionStore,
  secret: string,
  config: SessionConfig,
  cookies: SessionCookies,
  tokens: XsrfTokens,
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
    if (isStateless(req)) {
      next();
      return;
    }
    let passed = false;
    handler(req, res, (error?: unknown) => {
      if (passed) {
        // a save or touch after the answer was written: nothing left to answer
        logger.warn({ err: error }, 'A session could not be saved');
        return;
      }
      passed = true;
      if (error !== undefined && error !== null) {
        logger.warn({ err: error }, 'A session could not be read');
        markSessionUnreadable(req, error);
      }
      next();
    });
  };
  return [xsrfCookie(cookies, tokens), withSession];
}
