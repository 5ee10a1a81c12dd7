import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { CookieOptions, Response } from 'express';
import { AppConfig } from '../config/app-config';

/** The httpOnly cookie holding the signed session id. */
export const SESSION_COOKIE = 'tutor_session';
/** The readable cookie whose value state-changing requests echo in X-XSRF-TOKEN. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export function newCsrfToken(): string {
  return randomBytes(20).toString('hex');
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
    const earlier = res.getHeader('Set-Cookie');
    if (earlier !== undefined) {
      const list = Array.isArray(earlier) ? earlier : [String(earlier)];
      res.setHeader(
        'Set-Cookie',
        list.filter((cookie) => !cookie.startsWith(`${XSRF_COOKIE}=`)),
      );
    }
    res.cookie(XSRF_COOKIE, token, this.xsrfCookie());
  }

  private xsrfCookie(): CookieOptions {
    return { ...this.sessionCookie, httpOnly: false };
  }
}
