import { Injectable } from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';
import { AppConfig } from '../config/app-config';

/** The httpOnly cookie holding the signed session id. */
export const SESSION_COOKIE = 'tutor_session';
/**
 * The readable cookie whose value state-changing requests echo in X-XSRF-TOKEN: a token
 * signed by XsrfTokens, so a visitor needs no stored session for it.
 */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** The value of cookie `name` the request came with (the first, when sent twice). */
export function requestCookie(req: Request, name: string): string | undefined {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The Set-Cookie lines the answer carries so far. */
function setCookies(res: Response): string[] {
  const header = res.getHeader('Set-Cookie');
  if (header === undefined) return [];
  return Array.isArray(header) ? header : [String(header)];
}

/** Whether the answer sets cookie `name` to a value (not clearing it). */
export function setsCookie(res: Response, name: string): boolean {
  return setCookies(res).some(
    (cookie) => cookie.startsWith(`${name}=`) && !cookie.startsWith(`${name}=;`),
  );
}

/** Whether the answer clears cookie `name`. */
export function clearsCookie(res: Response, name: string): boolean {
  return setCookies(res).some((cookie) => cookie.startsWith(`${name}=;`));
}

/** Cookie attributes of the session and XSRF cookies, from APP_URL and the session lifetime. */
@Injectable()
export class SessionCookies {
  constructor(private readonly config: AppConfig) {}

  get lifetimeMs(): number {
    return this.config.session.lifetimeMinutes * 60_000;
  }

  get sessionCookie(): CookieOptions {
    return {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.session.secureCookies,
      maxAge: this.lifetimeMs,
      path: '/',
    };
  }

  /** Sets XSRF-TOKEN, replacing one set earlier in the same answer (e.g. before sign-in). */
  setXsrfToken(res: Response, token: string): void {
    const earlier = setCookies(res);
    if (earlier.length > 0) {
      res.setHeader(
        'Set-Cookie',
        earlier.filter((cookie) => !cookie.startsWith(`${XSRF_COOKIE}=`)),
      );
    }
    res.cookie(XSRF_COOKIE, token, this.xsrfCookie());
  }

  /** Ends the session cookie in the browser (after sign-out: no session left to point at). */
  clearSessionCookie(res: Response): void {
    const { maxAge: _maxAge, ...options } = this.sessionCookie;
    res.clearCookie(SESSION_COOKIE, options);
  }

  private xsrfCookie(): CookieOptions {
    return { ...this.sessionCookie, httpOnly: false };
  }
}
