import type { Request } from 'express';
import { Store, type Session, type SessionData } from 'express-session';
import { markStoredSession } from './session-request-state';
import './session-data';

type ErrorCallback = (err?: unknown) => void;

/**
 * An unchanged session's expiry is written at most this often by one process (a tenth of
 * the lifetime if that is shorter): without it every request of a signed-in browser is a
 * write. The stored expiry then trails the cookie's by at most this much.
 */
const EXTEND_EVERY_MS = 60_000;
/** Sessions whose last written expiry a process remembers before it starts over. */
const REMEMBERED_MAX = 10_000;

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
  /** sid → the expiry this process last wrote for it. */
  private readonly writtenExpiry = new Map<string, number>();

  constructor(protected readonly lifetimeMs: number) {
    super();
  }

  /** The time sessions expire by (ms); the database store answers its clock's. */
  protected now(): number {
    return Date.now();
  }
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
    const expiresAt = this.expiresAt(session);
    settle(
      this.writeSession(sid, session).then(() => this.rememberExpiry(sid, expiresAt)),
      callback,
    );
  }

  /**
   * Extends an unchanged session, or answers at once when this process wrote a close
   * enough expiry: called back synchronously, express-session then writes the answer in
   * one piece instead of holding back its last byte until the store has answered.
   */
  override touch(sid: string, session: SessionData, callback?: ErrorCallback): void {
    const expiresAt = this.expiresAt(session);
    if (!this.extendDue(sid, expiresAt)) {
      callback?.();
      return;
    }
    settle(
      this.extendSession(sid, session).then(() => this.rememberExpiry(sid, expiresAt)),
      callback,
    );
  }

  override destroy(sid: string, callback?: ErrorCallback): void {
    this.writtenExpiry.delete(sid);
    settle(this.removeSession(sid), callback);
  }

  /** When a session ends: its cookie's expiry, else a lifetime from now. */
  protected expiresAt(session: SessionData): number {
    const expires = session.cookie.expires;
    return expires === undefined || expires === null
      ? this.now() + this.lifetimeMs
      : new Date(expires).getTime();
  }

  /** Due unless the written expiry trails by less than the interval and is not near. */
  private extendDue(sid: string, expiresAt: number): boolean {
    const written = this.writtenExpiry.get(sid);
    const every = Math.min(EXTEND_EVERY_MS, this.lifetimeMs / 10);
    return written === undefined || expiresAt - written >= every || written - this.now() <= every;
  }

  private rememberExpiry(sid: string, expiresAt: number): void {
    if (this.writtenExpiry.size >= REMEMBERED_MAX) this.writtenExpiry.clear();
    this.writtenExpiry.set(sid, expiresAt);
  }
}

function settle(work: Promise<void>, callback: ErrorCallback | undefined): void {
  work.then(
    () => callback?.(),
    (error: unknown) => callback?.(error),
  );
}
