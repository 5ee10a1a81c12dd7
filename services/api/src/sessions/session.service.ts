import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { SessionData } from 'express-session';
import { Clock } from '../common/clock/clock.service';
import { clientIp } from '../throttle/client-ip';
import { SessionCookies } from './session-cookies.service';
import { hasStoredSession, sessionReadError } from './session-request-state';
import type { User } from '../users/user.entity';
import { SessionStore, type UserSession } from './session-store';
import './session-data';

/** Who a session signs in: the id, and the creation time that tells this user from a later one. */
export type SessionUser = Pick<User, 'id' | 'createdAt'>;

/** Whether a session signed in as `user` itself, not as an earlier holder of its id. */
export function sessionOf(
  session: Pick<SessionData, 'userId' | 'userSince'>,
  user: SessionUser,
): boolean {
  return session.userId === user.id && session.userSince === user.createdAt.getTime();
}

/** The longest User-Agent a session keeps. */
const USER_AGENT_MAX = 512;

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
    private readonly clock: Clock,
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
  async signIn(req: Request, _res: Response, user: SessionUser): Promise<void> {
    if (hasStoredSession(req)) await regenerate(req);
    req.session.userId = user.id;
    req.session.userSince = user.createdAt.getTime();
    req.session.signedInAt = this.clock.now();
    req.session.userAgent = (req.get('user-agent') ?? '').slice(0, USER_AGENT_MAX);
    req.session.ip = clientIp(req);
  }

  /**
   * Gives the signed-in browser a new session id, keeping what the session holds (after a
   * password change, so a copy of the old cookie is worth nothing).
   */
  async rotate(req: Request): Promise<void> {
    const kept = Object.entries(req.session).filter(([key]) => key !== 'cookie');
    await regenerate(req);
    Object.assign(req.session, Object.fromEntries(kept));
  }

  /** Ends the session; the browser continues as a visitor, with no session stored. */
  async signOut(req: Request, res: Response): Promise<void> {
    if (hasStoredSession(req)) await regenerate(req);
    this.cookies.clearSessionCookie(res);
  }

  /** Ends every session of a user, wherever they are signed in (but `exceptSid`). */
  endUserSessions(userId: number, exceptSid?: string): Promise<void> {
    return this.store.destroyUserSessions(userId, exceptSid);
  }

  /** The live sessions of a user. */
  async userSessions(user: SessionUser): Promise<UserSession[]> {
    const found = await this.store.listUserSessions(user.id);
    return found.filter(({ session }) => sessionOf(session, user));
  }

  /** Ends one session by its id. */
  endSession(sid: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.store.destroy(sid, (error?: unknown) => {
        if (error === undefined || error === null) resolve();
        else reject(error instanceof Error ? error : new Error('Not ended', { cause: error }));
      });
    });
  }
}
