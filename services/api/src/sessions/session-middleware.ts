import { Logger } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import type { SessionConfig } from '../config/app-config';
import {
  SESSION_COOKIE,
  XSRF_COOKIE,
  clearsCookie,
  requestCookie,
  setsCookie,
  type SessionCookies,
} from './session-cookies.service';
import { markSessionUnreadable, storedSessionId } from './session-request-state';
import type { SessionStore } from './session-store';
import { ANONYMOUS_BINDING, sessionBinding, type XsrfTokens } from './xsrf-tokens';
import './session-data';

const logger = new Logger('Sessions');

/**
 * Requests that get no session: load balancer probes and files (a name with an
 * extension, the remotes' builds), which must stay cacheable and cookie-free. The
 * registry (/remotes.json) is per person: a canary or a preview may see another version.
 */
export function isStateless(req: Request): boolean {
  if (req.path === '/api/health') return true;
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.path.startsWith('/api/') || req.path === '/remotes.json') return false;
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
 * The session the answer leaves the browser with: the one whose cookie it sets, else the
 * stored one it came with unless the answer ends it; undefined for none.
 */
function sessionAfter(req: Request, res: Response): string | undefined {
  if (setsCookie(res, SESSION_COOKIE)) return req.sessionID;
  const stored = storedSessionId(req);
  if (stored === undefined || stored !== req.sessionID || clearsCookie(res, SESSION_COOKIE)) {
    return undefined;
  }
  return stored;
}

/**
 * Keeps the readable XSRF-TOKEN cookie bound to the session the answer leaves the browser
 * with. Installed before express-session, so it runs after express-session has set its
 * cookie. A token the browser holds is kept while it stays valid for that binding, and is
 * sent again only beside a session cookie (so both expire together): an answer that
 * changes nothing sets no cookie.
 */
function xsrfCookie(cookies: SessionCookies, tokens: XsrfTokens): RequestHandler {
  return (req, res, next) => {
    beforeHeaders(res, () => {
      // undefined for stateless requests and sessions the store could not read
      const current = req.session as Request['session'] | undefined;
      if (current === undefined) return;
      const session = sessionAfter(req, res);
      const binding = session === undefined ? ANONYMOUS_BINDING : sessionBinding(session);
      const held = requestCookie(req, XSRF_COOKIE);
      const valid = held !== undefined && tokens.verify(held, binding);
      if (valid && !setsCookie(res, SESSION_COOKIE)) return;
      cookies.setXsrfToken(res, valid ? held : tokens.issue(binding));
    });
    next();
  };
}

/** How long a signed-in session's cookie goes unrenewed: a tenth of its lifetime, ≤ 1 h. */
export function cookieRenewalMs(lifetimeMs: number): number {
  return Math.min(3_600_000, lifetimeMs / 10);
}

/**
 * Marks a stored session changed once its cookie is `renewalMs` old, so express-session
 * saves it and sends the cookie again with a full lifetime. Between renewals an answer
 * sends no cookie at all: re-signing and re-sending it on every answer (express-session's
 * `rolling`) was a measurable share of every request's cost. The store's own expiry still
 * moves with every request (touch), so the idle lifetime holds within `renewalMs`.
 */
function renewWhenDue(req: Request, lifetimeMs: number, renewalMs: number): void {
  if (storedSessionId(req) === undefined) return;
  const expires = req.session.cookie.expires;
  const now = Date.now();
  if (expires instanceof Date && expires.getTime() - now > lifetimeMs - renewalMs) return;
  req.session.renewedAt = now;
}

/**
 * express-session on the app's store: an httpOnly, SameSite=Lax cookie (Secure with an
 * https APP_URL), renewed when a tenth of its lifetime (at most an hour) has passed. Nothing is stored for a visitor until a route
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
    // the cookie is sent again when the session changes, and renewed by renewWhenDue
    rolling: false,
    // behind the TLS proxy an https APP_URL implies, trust its X-Forwarded-Proto
    proxy: config.secureCookies ? true : undefined,
    cookie: cookies.sessionCookie,
  });
  const lifetimeMs = cookies.lifetimeMs;
  const renewalMs = cookieRenewalMs(lifetimeMs);
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
      } else {
        renewWhenDue(req, lifetimeMs, renewalMs);
      }
      next();
    });
  };
  return [xsrfCookie(cookies, tokens), withSession];
}
