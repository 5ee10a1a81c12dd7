import type { SessionData } from 'express-session';
import { LessThanOrEqual, MoreThan, Not, type Repository } from 'typeorm';
import type { Clock } from '../common/clock/clock';
import { rawQuery } from '../database/raw-query';
import { SessionStore, type UserSession } from './session-store';
import type { StoredSession } from './stored-session.entity';

/** One write in this many also deletes expired sessions (Laravel's lottery). */
const PRUNE_ONE_IN = 50;
/**
 * An unchanged session's expiry is written at most this often by one process (a tenth of
 * the lifetime if that is shorter): without it every request of a signed-in browser is a
 * write. The stored expiry then trails the cookie's by at most this much.
 */
const EXTEND_EVERY_MS = 60_000;
/** Sessions whose last written expiry a process remembers before it starts over. */
const REMEMBERED_MAX = 10_000;

/** Sessions in the `sessions` table: the default store, on SQLite or PostgreSQL. */
export class DatabaseSessionStore extends SessionStore {
  /** sid → the expiry this process last wrote for it. */
  private readonly writtenExpiry = new Map<string, number>();

  constructor(
    private readonly sessions: Repository<StoredSession>,
    private readonly clock: Clock,
    private readonly lifetimeMs: number,
    private readonly random: () => number = Math.random,
  ) {
    super();
  }

  // Reading and extending run on every request: raw statements, no query builder.
  protected async readSession(sid: string): Promise<SessionData | null> {
    const [row] = await rawQuery<{ payload: string; expires_at: number | string }>(
      this.sessions.manager.connection,
      'SELECT payload, expires_at FROM sessions WHERE id = :sid',
      { sid },
    );
    if (row === undefined) return null;
    if (Number(row.expires_at) <= this.clock.now()) {
      await this.sessions.delete({ id: sid });
      return null;
    }
    return JSON.parse(row.payload) as SessionData;
  }

  protected async writeSession(sid: string, session: SessionData): Promise<void> {
    const expiresAt = this.expiresAt(session, this.clock.now(), this.lifetimeMs);
    await this.sessions.upsert(
      { id: sid, userId: session.userId ?? null, payload: JSON.stringify(session), expiresAt },
      ['id'],
    );
    this.rememberExpiry(sid, expiresAt);
    if (this.random() * PRUNE_ONE_IN < 1) await this.pruneExpired();
  }

  protected async extendSession(sid: string, session: SessionData): Promise<void> {
    const now = this.clock.now();
    const expiresAt = this.expiresAt(session, now, this.lifetimeMs);
    const written = this.writtenExpiry.get(sid);
    const every = Math.min(EXTEND_EVERY_MS, this.lifetimeMs / 10);
    // skip only while the stored expiry trails by less than `every` and is not near
    if (written !== undefined && expiresAt - written < every && written - now > every) return;
    await rawQuery(
      this.sessions.manager.connection,
      'UPDATE sessions SET expires_at = :expiresAt WHERE id = :sid',
      { sid, expiresAt },
    );
    this.rememberExpiry(sid, expiresAt);
  }

  private rememberExpiry(sid: string, expiresAt: number): void {
    if (this.writtenExpiry.size >= REMEMBERED_MAX) this.writtenExpiry.clear();
    this.writtenExpiry.set(sid, expiresAt);
  }

  protected async removeSession(sid: string): Promise<void> {
    this.writtenExpiry.delete(sid);
    await this.sessions.delete({ id: sid });
  }

  async destroyUserSessions(userId: number, exceptSid?: string): Promise<void> {
    await this.sessions.delete(
      exceptSid === undefined ? { userId } : { userId, id: Not(exceptSid) },
    );
  }

  async listUserSessions(userId: number): Promise<UserSession[]> {
    const rows = await this.sessions.findBy({ userId, expiresAt: MoreThan(this.clock.now()) });
    return rows.map((row) => ({
      sid: row.id,
      session: JSON.parse(row.payload) as SessionData,
      expiresAt: row.expiresAt,
    }));
  }

  /** Deletes the sessions that have expired. */
  async pruneExpired(): Promise<void> {
    await this.sessions.delete({ expiresAt: LessThanOrEqual(this.clock.now()) });
  }
}
