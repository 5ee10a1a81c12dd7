import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { SessionCookies } from './session-cookies';
import { hasStoredSession, sessionReadError } from './session-request-state';
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

/**
 * Signs a browser in and out; every change gets a new session id, and with it a new XSRF
 * token (the session middleware binds the token to the session the answer leaves).
 */
@Injectable()
export class SessionService {
  constructor(
    private readonly store: SessionStore,
    private readonly cookies: SessionCookies,
  ) {}

  /**
   * The signed-in user's id, undefined for a visitor. Throws the store's error when the
   * browser's session could not be read (Redis down answers 503, not "signed out").
   */
  userId(req: Request): number | undefined {
    const error = sessionReadError(req);
    if (error !== undefined) throw error;
    // undefined on the stateless requests session() skipped
    const session = req.session as Request['session'] | undefined;
    return session?.userId;
  }

  /**
   * A new session for `userId`: a stored session's id is dropped (no session fixation); a
   * visitor's session is new already, its random id never sent to anyone.
   */
  async signIn(req: Request, _res: Response, userId: number): Promise<void> {
    if (hasStoredSession(req)) await regenerate(req);
    req.session.userId = userId;
  }

  /** Ends the session; the browser continues as a visitor, with no session stored. */
  async signOut(req: Request, res: Response): Promise<void> {
    if (hasStoredSession(req)) await regenerate(req);
    this.cookies.clearSessionCookie(res);
  }

  /** Ends every session of a user, wherever they are signed in. */
  endUserSessions(userId: number): Promise<void> {
    return this.store.destroyUserSessions(userId);
  }
}
