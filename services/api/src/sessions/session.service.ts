import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { SessionCookies, newCsrfToken } from './session-cookies';
import { SessionStore } from './session-store';
import './session-data';

function regenerate(req: Request): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((error: unknown) => {
      if (error === undefined || error === null) resolve();
      else reject(error instanceof Error ? error : new Error('No new session', { cause: error }));
    });
  });
}

/** Signs a browser in and out; every change gets a new session id and XSRF token. */
@Injectable()
export class SessionService {
  constructor(
    private readonly store: SessionStore,
    private readonly cookies: SessionCookies,
  ) {}

  /** The signed-in user's id, undefined for a visitor. */
  userId(req: Request): number | undefined {
    return req.session?.userId;
  }

  /** A new session for `userId` (the old id is dropped: no session fixation). */
  async signIn(req: Request, res: Response, userId: number): Promise<void> {
    await regenerate(req);
    req.session.userId = userId;
    this.renewToken(req, res);
  }

  /** Ends the session; the browser continues with a fresh visitor session. */
  async signOut(req: Request, res: Response): Promise<void> {
    await regenerate(req);
    this.renewToken(req, res);
  }

  /** Ends every session of a user, wherever they are signed in. */
  endUserSessions(userId: number): Promise<void> {
    return this.store.destroyUserSessions(userId);
  }

  private renewToken(req: Request, res: Response): void {
    const token = newCsrfToken();
    req.session.csrfToken = token;
    this.cookies.setXsrfToken(res, token);
  }
}
