import type { Request } from 'express';
import { Store, type Session, type SessionData } from 'express-session';
import { markStoredSession } from './session-request-state';
import './session-data';

type ErrorCallback = (err?: unknown) => void;

/** A stored session of one user, as the account's sessions list reads it. */
export interface UserSession {
  sid: string;
  session: SessionData;
  /** When the store lets it expire (ms); the lifetime before it is the last activity. */
  expiresAt: number;
}

/**
 * The express-session store of the app, in promise form, plus what express-session lacks:
 * listing and ending the sessions of one user (password reset and change, the account's
 * sessions list). Implementations: the database (default) and Redis (REDIS_URL).
 */
export abstract class SessionStore extends Store {
  /** The session, or null when it is unknown or expired. */
  protected abstract readSession(sid: string): Promise<SessionData | null>;
  protected abstract writeSession(sid: string, session: SessionData): Promise<void>;
  /** Pushes the expiry of an unchanged session forward. */
  protected abstract extendSession(sid: string, session: SessionData): Promise<void>;
  protected abstract removeSession(sid: string): Promise<void>;
  /** Ends every session signed in as `userId`, but the one with id `exceptSid`. */
  abstract destroyUserSessions(userId: number, exceptSid?: string): Promise<void>;
  /** The live sessions signed in as `userId`. */
  abstract listUserSessions(userId: number): Promise<UserSession[]>;

  /** express-session calls this for a session it read from the store: remember that. */
  override createSession(req: Request, session: SessionData): Session & SessionData {
    markStoredSession(req);
    return super.createSession(req, session);
  }

  override get(sid: string, callback: (err: unknown, session?: SessionData | null) => void): void {
    this.readSession(sid).then(
      (session) => callback(null, session),
      (error: unknown) => callback(error),
    );
  }

  override set(sid: string, session: SessionData, callback?: ErrorCallback): void {
    settle(this.writeSession(sid, session), callback);
  }

  override touch(sid: string, session: SessionData, callback?: ErrorCallback): void {
    settle(this.extendSession(sid, session), callback);
  }

  override destroy(sid: string, callback?: ErrorCallback): void {
    settle(this.removeSession(sid), callback);
  }

  /** When a session ends: its cookie's expiry, else `fallbackMs` from `now`. */
  protected expiresAt(session: SessionData, now: number, fallbackMs: number): number {
    const expires = session.cookie.expires;
    return expires === undefined || expires === null
      ? now + fallbackMs
      : new Date(expires).getTime();
  }
}

function settle(work: Promise<void>, callback: ErrorCallback | undefined): void {
  work.then(
    () => callback?.(),
    (error: unknown) => callback?.(error),
  );
}
